/// What a command run produced: its standard output, its standard error and its exit status
/// (0 success, 1 the input has problems, 2 the command line is wrong).
///
/// ```swift
/// let outcome = await VellumCommandLine.run(["check", "counter.vellum"])
/// outcome.status   // 0
/// ```
public struct Outcome: Sendable, Equatable {
  /// The standard output.
  public var output = ""
  /// The standard error.
  public var errors = ""
  /// The exit status.
  public var status: Int32 = 0

  /// A successful run printing `output`.
  static func success(_ output: String) -> Outcome { Outcome(output: output) }

  /// A run that stops on a problem with the input (status 1).
  static func failure(_ errors: String, output: String = "") -> Outcome {
    Outcome(output: output, errors: errors, status: 1)
  }

  /// A run that stops on a wrong command line (status 2), showing `usage`.
  static func usage(_ message: String, _ usage: String) -> Outcome {
    Outcome(errors: "vellum: \(message)\n\(usage)", status: 2)
  }
}
