/// A call's arguments, taken one parameter at a time as a view's initializer would bind them;
/// what is left over at the end is an extra argument.
///
/// ```swift
/// var arguments = Arguments(callee: "Toggle", call: arguments, at: location)
/// let isOn = try arguments.required("isOn")
/// try arguments.finish()
/// ```
struct Arguments {
  let callee: String
  let location: SourceLocation
  private var remaining: [Argument]

  init(callee: String, _ arguments: [Argument], at location: SourceLocation) {
    self.callee = callee
    self.location = location
    remaining = arguments
  }

  /// Whether an argument with `label` (`nil`: the first unlabelled one in parentheses) is given.
  func has(_ label: String?) -> Bool {
    remaining.contains { $0.label == label && !$0.isTrailing }
  }

  /// The argument with `label` (`nil`: the first unlabelled one in parentheses), if given.
  mutating func optional(_ label: String?) -> Expression? {
    guard let index = remaining.firstIndex(where: { $0.label == label && !$0.isTrailing }) else {
      return nil
    }
    return remaining.remove(at: index).value
  }

  /// The argument with `label`, which the call must give.
  mutating func required(_ label: String?) throws(Diagnostic) -> Expression {
    guard let value = optional(label) else {
      throw Diagnostic(
        message:
          "missing argument for parameter \(label.map { "'\($0)'" } ?? "#1") in call to '\(callee)'",
        location: location)
    }
    return value
  }

  /// The closure for the parameter `label`: labelled, or else the first unlabelled trailing one.
  mutating func closure(_ label: String) throws(Diagnostic) -> Closure? {
    let index =
      remaining.firstIndex { $0.label == label }
      ?? remaining.firstIndex { $0.label == nil && $0.isTrailing }
    return try closure(at: index, label)
  }

  /// The closure for `label` when the call gives one with that label (an optional parameter
  /// before a trailing closure, such as a sheet's `onDismiss:`), else `nil`.
  mutating func labelledClosure(_ label: String) throws(Diagnostic) -> Closure? {
    try closure(at: remaining.firstIndex { $0.label == label }, label)
  }

  /// The argument at `index`, taken as the closure for `label`.
  private mutating func closure(at index: Int?, _ label: String) throws(Diagnostic) -> Closure? {
    guard let index else { return nil }
    let argument = remaining.remove(at: index)
    switch argument.value.kind {
    case .closure(let closure):
      return closure
    case .identifier, .member:
      // A function named in place of the closure (`action: save`) stands for it.
      return Closure(forwardingTo: argument.value)
    default:
      throw Diagnostic(
        message: "'\(label)' of '\(callee)' takes a closure", location: argument.value.location)
    }
  }

  /// The function for the parameter `name` that Swift declares without a label
  /// (`map(_ transform:)`, `filter(_ isIncluded:)`): an unlabelled closure, trailing or not, or
  /// a key path standing for one (`map(\.id)`, as SE-0249 lets a key path be passed as a
  /// function).
  mutating func requiredFunction(_ name: String) throws(Diagnostic) -> Closure {
    guard let index = remaining.firstIndex(where: { $0.label == nil }) else {
      throw Diagnostic(
        message: "missing argument for parameter '\(name)' in call to '\(callee)'",
        location: location)
    }
    let argument = remaining.remove(at: index)
    switch argument.value.kind {
    case .closure(let closure):
      return closure
    case .keyPath(let path):
      let location = argument.value.location
      var value = Expression(kind: .identifier("$0"), location: location)
      for component in path where component != "self" {
        value = Expression(kind: .member(value, component), location: location)
      }
      return Closure(
        parameters: ["$0"], body: Block(items: [.expression(value)], location: location))
    case .identifier, .member:
      // A function named in place of the closure (`map(Tag.person)`) stands for it.
      return Closure(forwardingTo: argument.value)
    default:
      throw Diagnostic(
        message: "'\(callee)' takes a closure or a key path", location: argument.value.location)
    }
  }

  /// The closure for `label`, which the call must give.
  mutating func requiredClosure(_ label: String) throws(Diagnostic) -> Closure {
    guard let closure = try closure(label) else {
      throw Diagnostic(
        message: "missing argument for parameter '\(label)' in call to '\(callee)'",
        location: location)
    }
    return closure
  }

  /// The arguments not yet taken, in order.
  var pending: [Argument] { remaining }

  /// Every argument not yet taken, in order, leaving none.
  mutating func takeAll() -> [Argument] {
    defer { remaining = [] }
    return remaining
  }

  /// Fails on the first argument no parameter took.
  func finish() throws(Diagnostic) {
    guard let extra = remaining.first else { return }
    let name =
      extra.label.map { "'\($0)'" }
      ?? (extra.isTrailing ? "trailing closure" : "unlabelled argument")
    throw Diagnostic(
      message: "extra \(name.hasPrefix("'") ? "argument \(name)" : name) in call to '\(callee)'",
      location: extra.value.location)
  }
}
