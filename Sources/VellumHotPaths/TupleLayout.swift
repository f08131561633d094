/// Where the elements of a tuple lie: Swift lays a tuple's elements out in order, each at the
/// next offset its alignment allows (the stable ABI), so the offsets follow from the elements'
/// sizes and alignments, found once per tuple type without reading a value.
///
/// ```swift
/// var end = 0
/// TupleLayout.offset(of: UInt8.self, after: &end)   // 0
/// TupleLayout.offset(of: Int.self, after: &end)     // 8
/// ```
///
/// **Contract.** The elements are asked for in order, starting from `end` = 0. The layout rule
/// is pinned by `TupleLayoutTests`, which reads elements of real tuples at these offsets.
public enum TupleLayout {
  /// The offset of an element of type `Element` that follows the elements ending at `end`;
  /// moves `end` past it.
  @inlinable public static func offset<Element>(of _: Element.Type, after end: inout Int) -> Int {
    let alignment = MemoryLayout<Element>.alignment
    let offset = (end + alignment - 1) / alignment * alignment
    end = offset + MemoryLayout<Element>.size
    return offset
  }
}
