/// The memory of a record whose evaluations may leave out part of the work an earlier one did
/// (a `ForEach` that does not make its unchanged rows again): what that work read is still
/// observed from the evaluation that last did all of it, so a change to it re-evaluates the
/// record as if it had been read again.
///
/// ```swift
/// final class Rows: KeepsEarlierObservations { let observedSince: UInt32 = 4 }
/// ```
@MainActor
package protocol KeepsEarlierObservations: AnyObject {
  /// The record's generation at the last evaluation that did all its work.
  var observedSince: UInt32 { get }
}
