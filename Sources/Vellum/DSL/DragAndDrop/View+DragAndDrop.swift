import Foundation

/// Dragging values between views, and dropping them (iOS 16's `Transferable` API). A host
/// drags with ``ViewHost/drop(_:onto:)`` (from a draggable view) or
/// ``ViewHost/drop(items:onto:)`` (text from another app).
extension View {
  /// Makes the view draggable, carrying `payload`; the drag's preview is the view itself.
  ///
  /// ```swift
  /// Text(task.title).draggable(task.title)
  /// ```
  public consuming func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T)
    -> some View
  {
    modifier(ControlModifier(control: .draggable { payload() }))
  }

  /// Makes the view draggable, carrying `payload`, with `preview` drawn under the finger.
  ///
  /// ```swift
  /// Image(photo.name).draggable(photo.url) { Text(photo.caption) }
  /// ```
  public consuming func draggable<V: View, T: Transferable>(
    _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
  ) -> some View {
    modifier(ControlModifier(control: .draggable { payload() }))
  }

  /// Makes the view a place to drop values of `payloadType`: `action` gets the values dropped
  /// and the drop's location, and says whether it took them; `isTargeted` hears when a drag
  /// of such values enters (`true`) and leaves (`false`).
  ///
  /// ```swift
  /// List(done, id: \.self) { Text($0) }
  ///   .dropDestination(for: String.self) { titles, _ in
  ///     done += titles
  ///     return true
  ///   } isTargeted: { isHighlighted = $0 }
  /// ```
  public consuming func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
    isTargeted: @escaping (Bool) -> Void = { _ in }
  ) -> some View {
    modifier(
      ControlModifier(
        control: .dropDestination(
          DropDestination(accepting: T.self, action: action, isTargeted: isTargeted))))
  }
}
