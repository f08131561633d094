/// A property box that belongs to the record its view was first linked to, so a view value
/// hosted twice (or shown at a second identity) is told apart: the second place gets a box of
/// its own (see ``PropertyLink/boundElsewhere``).
///
/// ```swift
/// box.isBound(to: record)   // true the first time, and for that record from then on
/// ```
///
/// Records are told apart by their addresses: a record freed and another made at its address
/// takes the box over, which only a closure kept from the freed one's evaluation could notice.
class RecordBound {
  private var owner: ObjectIdentifier?

  /// Whether this box belongs to `record`: it does when it belongs to none yet, and from then
  /// on.
  final func isBound(to record: GraphNode) -> Bool {
    let record = ObjectIdentifier(record)
    if let owner { return owner == record }
    owner = record
    return true
  }
}
