extension View {
  /// Attaches a gesture to the view: host interactions perform it on the view by its text or
  /// label (`host.tap`, `host.longPress`, `host.drag(_:by:)`, `host.magnify(_:by:)`,
  /// `host.rotate(_:by:)`).
  ///
  /// ```swift
  /// Card().gesture(DragGesture().onEnded { if $0.translation.width < -100 { delete() } })
  /// ```
  public consuming func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View
  {
    modifier(GestureModifier(gesture: gesture, priority: .gesture, mask: mask))
  }

  /// Attaches a gesture recognized together with the view's other gestures.
  ///
  /// ```swift
  /// Photo().simultaneousGesture(TapGesture().onEnded { log("tapped") })
  /// ```
  public consuming func simultaneousGesture<T: Gesture>(
    _ gesture: T, including mask: GestureMask = .all
  )
    -> some View
  {
    modifier(GestureModifier(gesture: gesture, priority: .simultaneousGesture, mask: mask))
  }

  /// Attaches a gesture recognized before the gestures of the views inside.
  ///
  /// ```swift
  /// Row().highPriorityGesture(TapGesture().onEnded { select() })
  /// ```
  public consuming func highPriorityGesture<T: Gesture>(
    _ gesture: T, including mask: GestureMask = .all
  )
    -> some View
  {
    modifier(GestureModifier(gesture: gesture, priority: .highPriorityGesture, mask: mask))
  }
}
