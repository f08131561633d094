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
  private var seen: Set<Diagnostic> = []

  /// The problems, in the order met.
  var diagnostics: [Diagnostic] { lock.withLock { entries } }

  /// Records `diagnostic` unless it is already recorded.
  ///
  /// - Complexity: O(1) on average.
  func append(_ diagnostic: Diagnostic) {
    lock.withLock { if seen.insert(diagnostic).inserted { entries.append(diagnostic) } }
  }
}
