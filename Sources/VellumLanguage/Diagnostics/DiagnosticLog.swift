import Foundation

/// Problems collected as they are met (while running a program, or checking one), each kept
/// once, in the order met. Safe to share between the views of one program.
///
/// ```swift
/// let log = DiagnosticLog()
/// log.append(Diagnostic(message: "division by zero", location: location))
/// ```
final class DiagnosticLog: @unchecked Sendable {
  private let lock = NSLock()
  private var entries: [Diagnostic] = []

  /// The problems, in the order met.
  var diagnostics: [Diagnostic] { lock.withLock { entries } }

  /// Records `diagnostic` unless it is already recorded.
  func append(_ diagnostic: Diagnostic) {
    lock.withLock { if !entries.contains(diagnostic) { entries.append(diagnostic) } }
  }
}
