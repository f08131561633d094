import Testing

/// The name a snapshot takes from the test that asserts it: the test function's name, and for a
/// parameterized Swift Testing test the arguments of the running case (`wrapping-40`).
enum TestName {
  static func current(function: String) -> String {
    let base = String(function.prefix { $0 != "(" })
    guard let testCase = Test.Case.current, testCase.isParameterized,
      let arguments = arguments(of: testCase), !arguments.isEmpty
    else { return base }
    return base + "-" + arguments.joined(separator: "-")
  }

  /// The running case's arguments, described for tests. Swift Testing keeps them private, so
  /// they are read by reflection; when its layout changes this returns `nil` and the name is
  /// the function's alone.
  private static func arguments(of testCase: Test.Case) -> [String]? {
    guard let list = find("arguments", in: Mirror(reflecting: testCase), depth: 0) else {
      return nil
    }
    return Mirror(reflecting: list).children.compactMap { argument in
      Mirror(reflecting: argument.value).children.first { $0.label == "value" }.map {
        String(describingForTest: $0.value)
      }
    }
  }

  private static func find(_ label: String, in mirror: Mirror, depth: Int) -> Any? {
    guard depth < 4 else { return nil }
    for child in mirror.children {
      if child.label == label { return child.value }
      if let found = find(label, in: Mirror(reflecting: child.value), depth: depth + 1) {
        return found
      }
    }
    return nil
  }
}
