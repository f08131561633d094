/// The lengths a stack gives its children along its axis: up to four kept in place, more in an
/// array. A list's every row is a stack of a few views (a text, a spacer, a button) laid out
/// for two proposals a render, and an array for each would be two allocations a row.
///
/// ```swift
/// var lengths = StackLengths(count: 3)
/// lengths[1] = 12
/// lengths.reduce(0, +)   // 12
/// ```
struct StackLengths: RandomAccessCollection, MutableCollection {
  /// The most lengths kept in place.
  private static var inlineCapacity: Int { 4 }

  private var inline = (0, 0, 0, 0)
  /// Every length, when there are more than ``inlineCapacity``; empty (no allocation) else.
  private var spilled: [Int] = []
  /// The number of lengths, one a child.
  let count: Int

  /// `count` lengths of zero.
  init(count: Int) {
    self.count = count
    if count > Self.inlineCapacity { spilled = Array(repeating: 0, count: count) }
  }

  var startIndex: Int { 0 }
  var endIndex: Int { count }

  subscript(index: Int) -> Int {
    get {
      precondition(indices.contains(index), "a stack has no child \(index)")
      guard count <= Self.inlineCapacity else { return spilled[index] }
      switch index {
      case 0: return inline.0
      case 1: return inline.1
      case 2: return inline.2
      default: return inline.3
      }
    }
    set {
      precondition(indices.contains(index), "a stack has no child \(index)")
      guard count <= Self.inlineCapacity else {
        spilled[index] = newValue
        return
      }
      switch index {
      case 0: inline.0 = newValue
      case 1: inline.1 = newValue
      case 2: inline.2 = newValue
      default: inline.3 = newValue
      }
    }
  }
}
