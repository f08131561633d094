/// The old rows of a keyed `ForEach` between its unchanged ends, found by key during one update,
/// and the keys that update has given out, so that a key occurring again is noticed.
///
/// Made for one update and dropped after it: no table of keys lives between updates, so a
/// mounted row costs no entry, and an update whose change is one row at one place (an insert,
/// a removal) hashes nothing but that row's key.
///
/// ```swift
/// var rows = KeyedRows(oldMiddle: Array(children[3..<5]), newMiddleCount: 2, endCount: 4)
/// rows.isRepeated(key, endKey: { endKeys[$0] }, endsHave: { endKeys.contains($0) })
/// // false the first time a key is given out
/// rows.take(key)                         // the old row with that key, once
/// ```
@MainActor
struct KeyedRows {
  /// The largest middle whose keys are checked against the ends one by one; a larger one
  /// hashes the ends' keys once.
  private static let scanLimit = 8

  private let oldMiddle: [GraphNode]
  /// The old rows between the ends that no new row has taken yet, by key.
  private var byKey: [Identity.Key: GraphNode] = [:]
  /// The keys given out so far in this update's middle, once they are not all in
  /// ``ascending``.
  private var given: Set<Identity.Key> = []
  /// The keys given out so far, while each was an integer greater than the one before (a
  /// range's or a table's ids in order, the commonest): such keys cannot repeat one another,
  /// so none is hashed until one breaks the order, which moves them into ``given``.
  private var ascending: [Int] = []
  /// Whether every key given out so far is in ``ascending``.
  private var isAscending = true
  /// The keys of the rows at the unchanged ends, when the middle is large enough to hash them.
  private var endKeys: Set<Identity.Key>?
  private let newMiddleCount: Int
  private let endCount: Int

  /// Indexes the old rows between the ends, `oldMiddle`, by key, for a middle of
  /// `newMiddleCount` new rows between `endCount` rows at the unchanged ends.
  init(oldMiddle: [GraphNode], newMiddleCount: Int, endCount: Int) {
    self.oldMiddle = oldMiddle
    self.newMiddleCount = newMiddleCount
    self.endCount = endCount
    if !oldMiddle.isEmpty, newMiddleCount > 0 {
      byKey.reserveCapacity(oldMiddle.count)
      for record in oldMiddle {
        if case .key(let key) = record.component { byKey[key] = record }
      }
    }
  }

  /// Gives out `key` for the next new row between the ends; returns whether it was given out
  /// already or belongs to a row at an unchanged end, which then keeps it.
  ///
  /// A middle of a few rows asks `endsHave` whether a row at the ends has the key, which the
  /// caller answers by scanning them. A larger one hashes the ends' keys once, which come from
  /// `endKey` (the *i*th of the ``endCount`` keys, `nil` for a row with none). Both are
  /// isolated in their types, so they are called without an executor check. The caller reads
  /// the keys from the ends' records, which hold them: calling the app's id and key functions
  /// for each of 10,000 elements cost twice the instructions for one inserted row.
  mutating func isRepeated(
    _ key: Identity.Key, endKey: @MainActor (Int) -> Identity.Key?,
    endsHave: @MainActor (Identity.Key) -> Bool
  ) -> Bool {
    guard give(key) else { return true }
    guard endCount > 0 else { return false }
    if newMiddleCount <= Self.scanLimit { return endsHave(key) }
    if endKeys == nil {
      var keys = Set<Identity.Key>(minimumCapacity: endCount)
      for end in 0..<endCount { if let key = endKey(end) { keys.insert(key) } }
      endKeys = keys
    }
    return endKeys?.contains(key) ?? false
  }

  /// Records `key` as given out; returns `false` when it was given out already.
  private mutating func give(_ key: Identity.Key) -> Bool {
    if isAscending {
      if let int = key.intValue, ascending.isEmpty || int > ascending[ascending.count - 1] {
        if ascending.isEmpty { ascending.reserveCapacity(newMiddleCount) }
        ascending.append(int)
        return true
      }
      isAscending = false
      given.reserveCapacity(newMiddleCount)
      for int in ascending { given.insert(Identity.Key(int)) }
      ascending = []
    }
    return given.insert(key).inserted
  }

  /// The old row between the ends with `key`, which no other new row takes after this one.
  mutating func take(_ key: Identity.Key) -> GraphNode? {
    byKey.isEmpty ? nil : byKey.removeValue(forKey: key)
  }

  /// The old rows between the ends that no new row took, in their old order: the rows whose
  /// keys are gone.
  var untaken: [GraphNode] {
    guard newMiddleCount > 0 else { return oldMiddle }
    return oldMiddle.filter { record in
      guard case .key(let key) = record.component else { return true }
      return byKey[key] === record
    }
  }
}
