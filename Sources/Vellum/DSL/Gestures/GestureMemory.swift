/// What a view's gestures remember between events (how far a sequence has got), kept by the
/// view's record: recognizers are made afresh at each update and ask for their memory in the
/// order they are made, so each gets back the same object.
@MainActor
package final class GestureMemory {
  private var kept: [AnyObject] = []
  private var next = 0

  /// The memory of the gestures being made now, if any.
  static var current = GestureMemory()

  /// The next kept object, made by `make` the first time.
  func keep<T: AnyObject>(_ make: () -> T) -> T {
    defer { next += 1 }
    if next < kept.count, let object = kept[next] as? T { return object }
    let object = make()
    if next < kept.count { kept[next] = object } else { kept.append(object) }
    return object
  }

  /// Makes `body`'s recognizers with this memory, from its first kept object.
  package func making<T>(_ body: () -> T) -> T {
    let previous = Self.current
    Self.current = self
    next = 0
    defer { Self.current = previous }
    return body()
  }
}
