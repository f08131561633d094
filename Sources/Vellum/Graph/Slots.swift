/// The persistent storages of a record's dynamic properties (`@State`, `@StateObject`, a
/// navigation stack's model), one slot per property in field order.
///
/// Most views have one such property, so the first slot is kept in place and only the others
/// in an array: a view with one `@State` allocates no array.
///
/// ```swift
/// var slots = Slots()
/// slots[1] = StateStorage(0)
/// slots[0]   // nil: nothing there yet
/// ```
@MainActor
struct Slots {
  private var head: AnyObject?
  private var tail: [AnyObject?] = []

  /// The storage in the first slot, if any.
  var first: AnyObject? { head }

  /// The storage at `index`, or `nil` when the slot has not been used yet.
  subscript(index: Int) -> AnyObject? {
    get {
      if index == 0 { return head }
      return tail.indices.contains(index - 1) ? tail[index - 1] : nil
    }
    set {
      if index == 0 {
        head = newValue
        return
      }
      while tail.count < index { tail.append(nil) }
      tail[index - 1] = newValue
    }
  }
}
