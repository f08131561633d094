/// The persistent storages of a record's dynamic properties (`@State`, `@StateObject`, a
/// navigation stack's model), one slot per property in field order.
///
/// Most views have one such property, so one storage is kept in place and only a view with
/// several keeps an array; either way the slots take one word of the record.
///
/// ```swift
/// var slots = Slots()
/// slots[1] = StateStorage(0)
/// slots[0]   // nil: nothing there yet
/// ```
@MainActor
struct Slots {
  private enum Storage {
    case empty
    /// The storage in the first slot, the only one used.
    case one(AnyObject)
    /// Every slot, when a slot after the first is used.
    case many([AnyObject?])
  }

  private var storage = Storage.empty

  /// The storage in the first slot, if any.
  var first: AnyObject? { self[0] }

  /// The storage at `index`, or `nil` when the slot has not been used yet.
  subscript(index: Int) -> AnyObject? {
    get {
      switch storage {
      case .empty: nil
      case .one(let object): index == 0 ? object : nil
      case .many(let objects): objects.indices.contains(index) ? objects[index] : nil
      }
    }
    set {
      switch storage {
      case .empty where index == 0, .one where index == 0:
        storage = newValue.map(Storage.one) ?? .empty
      case .empty, .one, .many:
        var objects: [AnyObject?]
        switch storage {
        case .empty: objects = []
        case .one(let object): objects = [object]
        case .many(let all): objects = all
        }
        // Let go of the array before changing it, so it is changed in place.
        storage = .empty
        while objects.count <= index { objects.append(nil) }
        objects[index] = newValue
        storage = .many(objects)
      }
    }
  }

  /// Calls `body` with each object the slots hold, in slot order.
  func forEachObject(_ body: (AnyObject) -> Void) {
    switch storage {
    case .empty: break
    case .one(let object): body(object)
    case .many(let objects): for case let object? in objects { body(object) }
    }
  }
}
