import VellumHotPaths

/// What a box worked out for each proposal it was asked about (its size; a stack's lengths).
/// Most boxes are asked once or twice (a stack's ideal and final proposals), so the first two
/// answers are kept in place (nothing allocated for them) and the next ones in an overflow
/// object: four more searched in order, with no hashing, then a table for a box asked many
/// times.
///
/// The overflow is one optional reference rather than an array and a table beside the first
/// answers, so freeing a box whose cache never overflowed (nearly all of a screen's) releases
/// one empty reference instead of running the cache's generic destroy.
///
/// ```swift
/// var cache = ProposalCache<CellSize>()
/// cache.insert(.zero, for: Proposal(width: 10, height: nil))
/// cache[Proposal(width: 10, height: nil)]   // .zero
/// ```
struct ProposalCache<Value: ProposalCacheValue> {
  /// The first answers, kept in place: most boxes are asked about one or two proposals only.
  /// A slot not given an answer yet holds ``Proposal/vacant``, which no box is asked about, so
  /// a slot needs no optional's tag and padding (16 bytes a slot, and every box has two).
  private var first: (proposal: Proposal, value: Value) = (.vacant, .placeholder)
  private var second: (proposal: Proposal, value: Value) = (.vacant, .placeholder)
  /// The answers after the first two, once there are any, in one object shared by the
  /// cache's copies (a box keeps one cache): read and written in short accesses that never
  /// overlap, as the cache's box's fields are, so they skip the run-time exclusivity check.
  private var overflow: UncheckedCell<OverflowAnswers<Value>>?

  /// The answer for `proposal`, if it was worked out.
  subscript(proposal: Proposal) -> Value? {
    if first.proposal == proposal { return first.value }
    if second.proposal == proposal { return second.value }
    return overflow?.value[proposal]
  }

  /// Keeps `value` as the answer for `proposal`.
  mutating func insert(_ value: Value, for proposal: Proposal) {
    if first.proposal == .vacant {
      first = (proposal, value)
    } else if second.proposal == .vacant {
      second = (proposal, value)
    } else if let overflow {
      overflow.value.insert(value, for: proposal)
    } else {
      overflow = UncheckedCell(OverflowAnswers(third: (proposal, value)))
    }
  }
}

/// A value a ``ProposalCache`` can hold: what a slot without an answer holds.
protocol ProposalCacheValue {
  /// Any value of the type, held by a slot not given an answer yet (never returned).
  static var placeholder: Self { get }
}

extension CellSize: ProposalCacheValue {
  static var placeholder: CellSize { .zero }
}

extension StackLengths: ProposalCacheValue {
  static var placeholder: StackLengths { StackLengths(count: 0) }
}

/// The answers after a ``ProposalCache``'s first two: the next four in fields of their own,
/// searched in order (one allocation for them all), then every answer in a table.
///
/// ```swift
/// var answers = OverflowAnswers(third: (Proposal(width: 1, height: nil), CellSize.zero))
/// answers.insert(.zero, for: Proposal(width: 2, height: nil))
/// ```
struct OverflowAnswers<Value: ProposalCacheValue> {
  var third: (proposal: Proposal, value: Value)?
  var fourth: (proposal: Proposal, value: Value)?
  var fifth: (proposal: Proposal, value: Value)?
  var sixth: (proposal: Proposal, value: Value)?
  /// Every answer after the first two, once there are more than six.
  var table: [Proposal: Value]?

  /// The answer for `proposal`, if there is one.
  subscript(proposal: Proposal) -> Value? {
    if let table { return table[proposal] }
    if let third, third.proposal == proposal { return third.value }
    if let fourth, fourth.proposal == proposal { return fourth.value }
    if let fifth, fifth.proposal == proposal { return fifth.value }
    if let sixth, sixth.proposal == proposal { return sixth.value }
    return nil
  }

  /// Keeps `value` as the answer for `proposal`.
  mutating func insert(_ value: Value, for proposal: Proposal) {
    if table != nil {
      table?[proposal] = value
    } else if fourth == nil {
      fourth = (proposal, value)
    } else if fifth == nil {
      fifth = (proposal, value)
    } else if sixth == nil {
      sixth = (proposal, value)
    } else {
      // The fields hold different proposals: an answer is kept only for one not yet asked.
      var moved = [Proposal: Value](minimumCapacity: 8)
      for entry in [third, fourth, fifth, sixth, (proposal, value)] {
        if let entry { moved[entry.proposal] = entry.value }
      }
      table = moved
      (third, fourth, fifth, sixth) = (nil, nil, nil, nil)
    }
  }
}
