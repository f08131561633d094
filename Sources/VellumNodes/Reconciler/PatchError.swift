/// A patch that does not fit the tree it is applied to.
///
/// ```swift
/// // remove VStack/Text[id: 3]: no child with identity [id: 3]
/// ```
public struct PatchError: Error, CustomStringConvertible {
  /// The patch that failed.
  public var patch: Patch
  /// What did not fit.
  public var problem: String

  /// The patch and the problem.
  public var description: String { "\(patch): \(problem)" }
}
