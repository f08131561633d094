/// When a snapshot assertion writes its reference file.
///
/// ```swift
/// assertSnapshot(of: host, as: .text, record: .failed)
/// ```
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
  /// Write references that do not exist yet (the default off CI); the test fails so the new
  /// file gets read before it is committed.
  case missing
  /// Write every reference, replacing what is there; each test fails.
  case all
  /// Write references that are missing or do not match; those tests fail.
  case failed
  /// Never write (the default on CI): a missing reference is a failure.
  case never

  /// The mode named by `VELLUM_RECORD` (`missing`, `all`, `failed`, `never`; `1`/`true` mean
  /// `all`), or `nil` when it is unset or says something else.
  ///
  /// ```swift
  /// SnapshotRecordMode(environment: ["VELLUM_RECORD": "failed"])   // .failed
  /// ```
  package init?(environment: [String: String]) {
    guard let value = environment["VELLUM_RECORD"]?.lowercased() else { return nil }
    switch value {
    case "1", "true", "yes": self = .all
    default:
      guard let mode = SnapshotRecordMode(rawValue: value) else { return nil }
      self = mode
    }
  }

  /// The mode in force: on CI (`CI` set) only `VELLUM_RECORD` can make anything be written;
  /// elsewhere an explicit choice wins, then `VELLUM_RECORD`, then `missing`.
  ///
  /// ```swift
  /// SnapshotRecordMode.resolve(explicit: nil, environment: ["CI": "true"])   // .never
  /// ```
  package static func resolve(explicit: SnapshotRecordMode?, environment: [String: String])
    -> SnapshotRecordMode
  {
    let fromEnvironment = SnapshotRecordMode(environment: environment)
    if environment["CI"] != nil { return fromEnvironment ?? .never }
    return explicit ?? fromEnvironment ?? .missing
  }
}
