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

  private var appended = 0

  /// The problems, in the order met.
  var diagnostics: [Diagnostic] { lock.withLock { entries } }

  /// How many problems have been reported, those already recorded counted again: whether
  /// code reported any while it ran, even one met before.
  var reports: Int { lock.withLock { appended } }

  /// Records `diagnostic` unless it is already recorded.
  ///
  /// - Complexity: O(1) on average.
  func append(_ diagnostic: Diagnostic) {
    lock.withLock {
      appended += 1
      if seen.insert(diagnostic).inserted { entries.append(diagnostic) }
    }
  }
}
