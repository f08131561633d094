import Foundation

/// Reads a command's arguments in order: options with values, flags and positional operands.
///
/// ```swift
/// var reader = OptionReader(["counter.vellum", "--width", "60"])
/// while let argument = reader.next() { … }
/// ```
struct OptionReader {
  private var remaining: [String]

  init(_ arguments: [String]) { remaining = arguments }

  /// The next argument, if any.
  mutating func next() -> String? {
    remaining.isEmpty ? nil : remaining.removeFirst()
  }

  /// The value after `option`; a wrong command line when it is missing.
  mutating func value(of option: String, _ what: String) throws(UsageError) -> String {
    guard let value = next(), !value.hasPrefix("--") else {
      throw UsageError("\(option) needs \(what)")
    }
    return value
  }
}

extension OptionReader {
  /// The text width after `option`: a number of cells from 1 to 1000.
  mutating func width(of option: String) throws(UsageError) -> Int {
    let value = try value(of: option, "a number of cells")
    guard let number = Int(value), (1...1000).contains(number) else {
      throw UsageError("\(option) needs a number from 1 to 1000, not '\(value)'")
    }
    return number
  }
}

extension OptionReader {
  /// The executable after `option`, as a file URL.
  mutating func executable(of option: String) throws(UsageError) -> URL {
    URL(fileURLWithPath: try value(of: option, "an executable"))
  }
}

/// A wrong command line, with what was wrong.
struct UsageError: Error {
  let message: String
  init(_ message: String) { self.message = message }
}
