import VellumSnapshots

/// When a snapshot assertion writes its reference file: `missing` (the default off CI), `all`,
/// `failed`, or `never` (the default on CI); `VELLUM_RECORD` chooses on CI.
///
/// ```swift
/// assertSnapshot(of: host, as: .text, record: .failed)
/// ```
public typealias SnapshotRecordMode = VellumSnapshots.SnapshotRecordMode
