/// What a box worked out for each proposal it was asked about (its size; a stack's lengths).
/// Most boxes are asked once or twice (a stack's ideal and final proposals), so the first two
/// answers are kept in place (no array allocated for them) and the next few in a short array
/// searched in order, with no hashing; a box asked many times moves to a table.
///
/// ```swift
/// var cache = ProposalCache<CellSize>()
/// cache.insert(.zero, for: Proposal(width: 10, height: nil))
/// cache[Proposal(width: 10, height: nil)]   // .zero
/// ```
struct ProposalCache<Value> {
  /// The most answers searched in order before they move to a table.
  private static var inlineLimit: Int { 4 }
  /// The first answers, kept in place: most boxes are asked about one or two proposals only.
  private var first: (proposal: Proposal, value: Value)?
  private var second: (proposal: Proposal, value: Value)?
  /// The next answers, searched in order.
  private var entries: [(proposal: Proposal, value: Value)] = []
  /// Every answer, once there are more than ``inlineLimit``.
  private var table: [Proposal: Value]?

  /// The answer for `proposal`, if it was worked out.
  subscript(proposal: Proposal) -> Value? {
    if let first, first.proposal == proposal { return first.value }
    if let second, second.proposal == proposal { return second.value }
    if let table { return table[proposal] }
    for entry in entries where entry.proposal == proposal { return entry.value }
    return nil
  }

  /// Keeps `value` as the answer for `proposal`.
  mutating func insert(_ value: Value, for proposal: Proposal) {
    if first == nil {
      first = (proposal, value)
    } else if second == nil {
      second = (proposal, value)
    } else if table != nil {
      table?[proposal] = value
    } else if entries.count < Self.inlineLimit {
      // Room for all of them at once: a box asked a third time is often asked a fourth.
      if entries.isEmpty { entries.reserveCapacity(Self.inlineLimit) }
      entries.append((proposal, value))
    } else {
      var moved = Dictionary(entries.map { ($0.proposal, $0.value) }) { first, _ in first }
      moved[proposal] = value
      table = moved
      entries = []
    }
  }
}
