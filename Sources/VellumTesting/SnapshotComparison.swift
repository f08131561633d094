import Foundation
import VellumSnapshots

/// One comparison of an actual snapshot with its reference, and what the record mode makes of
/// it: pass, record, or fail with a readable diff and the paths of both files.
struct SnapshotComparison {
  let location: SnapshotLocation
  let actual: String
  let mode: SnapshotRecordMode
  let files: SnapshotFiles
  let isCI: Bool

  /// The failure message, or `nil` when the snapshot matches.
  func run() -> String? {
    let reference = location.file
    guard let expected = files.read(reference) else {
      guard mode != .never else {
        SnapshotRun.shared.note(.missing, reference: reference)
        return "no reference snapshot at \(reference.path).\n"
          + (isCI
            ? "On CI nothing is recorded unless VELLUM_RECORD says so: run the test locally, or "
              + "with VELLUM_RECORD=missing, and commit the new file."
            : "Record it with VELLUM_RECORD=missing (or record: .missing) and commit the new file.")
      }
      return record(reference, note: .recorded) {
        "recorded a new snapshot at \(reference.path); read it, commit it, and run the test again"
      }
    }
    if expected == actual {
      guard mode == .all else {
        SnapshotRun.shared.note(.passed, reference: reference)
        return nil
      }
      return record(reference, note: .recorded) {
        "record mode is all: re-recorded \(reference.path) (unchanged); turn recording off to pass"
      }
    }
    try? files.write(actual, to: location.artifact)
    SnapshotRun.shared.note(.failed, reference: reference, actual: location.artifact)
    var message =
      "snapshot does not match its reference.\n"
      + LineDiff(reference: expected, actual: actual).unified()
      + "\n\nreference: \(reference.path)\nactual:    \(location.artifact.path)"
    if mode == .failed || mode == .all {
      do {
        try files.write(actual, to: reference)
        message +=
          "\nrecorded the actual output as the new reference (record mode \(mode.rawValue))"
      } catch {
        message += "\ncould not record the new reference: \(error)"
      }
    }
    return message
  }

  private func record(
    _ reference: URL, note: SnapshotRun.Outcome, message: () -> String
  ) -> String {
    do {
      try files.write(actual, to: reference)
    } catch {
      return "could not write \(reference.path): \(error); nothing was written"
    }
    SnapshotRun.shared.note(note, reference: reference)
    return message()
  }
}
