extension ViewHost {
  /// Long-presses the view whose text, accessibility label or identifier is `label`: runs its
  /// `onLongPressGesture` action, or opens its `contextMenu`.
  ///
  /// - Throws: ``InteractionError`` when nothing or several things that respond to a long
  ///   press match, or the match is disabled or hidden.
  ///
  /// ```swift
  /// try host.longPress("Milk")   // opens the row's context menu
  /// try host.tap("Delete")
  /// ```
  public func longPress(_ label: String) throws {
    let record = try find(label, action: "long-press") {
      switch $0 {
      case .longPress: true
      case .gesture(let accepts, _): accepts(.longPress)
      default: false
      }
    }
    switch record.control {
    case .longPress(let action): interact { action() }
    case .gesture(_, let perform): interact { perform(.longPress) }
    default: return
    }
  }

  /// Swipes the row whose text is `label` from `edge` (trailing by default, as to delete),
  /// revealing its `swipeActions` for that edge; tap one by its label to run it. A full swipe
  /// (`fully: true`) runs the first action at once, as swiping all the way across does.
  ///
  /// - Throws: ``InteractionError`` when no row (or several) with swipe actions on that edge
  ///   matches, or a full swipe meets actions made with `allowsFullSwipe: false`.
  ///
  /// ```swift
  /// try host.swipe("Milk")
  /// try host.tap("Delete")
  /// try host.swipe("Eggs", fully: true)   // runs the first action
  /// ```
  public func swipe(_ label: String, edge: HorizontalEdge = .trailing, fully: Bool = false) throws {
    let action = "\(fully ? "fully " : "")swipe \(edge == .trailing ? "left" : "right") on"
    let record = try find(label, action: action) {
      if case .swipe(let swipeEdge, _, _) = $0 { return swipeEdge == edge }
      return false
    }
    guard case .swipe(_, let allowsFullSwipe, let reveal) = record.control else { return }
    if fully && !allowsFullSwipe {
      throw InteractionError(action: action, label: label, kind: .disabled, onScreen: onScreen())
    }
    interact { reveal() }
    guard fully else { return }
    // The first action revealed: the first tappable record after the row's own content.
    let revealed = reachableRecords().filter { $0.isInside(record) && $0.control != nil }
    guard
      let first = revealed.first(where: { candidate in
        if case .tap = candidate.control { return !candidate.isInside(record.children[0]) }
        return false
      }), case .tap(let run) = first.control
    else { return }
    interact {
      run()
      first.environment.closeMenuAfterAction()
    }
  }
}

extension ViewHost {
  /// Drags the view whose text or label is `label` by `translation` points: its drag
  /// gesture reports half the way, then all of it, then ends.
  ///
  /// - Throws: ``InteractionError`` when no view (or several) with a drag gesture matches.
  ///
  /// ```swift
  /// try host.drag("Card", by: CGSize(width: -150, height: 0))
  /// ```
  public func drag(_ label: String, by translation: CGSize) throws {
    try perform(.drag(translation), on: label, action: "drag")
  }

  /// Pinches the view whose text or label is `label` to `scale` (2 doubles it).
  ///
  /// ```swift
  /// try host.magnify("Map", by: 2)
  /// ```
  public func magnify(_ label: String, by scale: CGFloat) throws {
    try perform(.magnify(scale), on: label, action: "magnify")
  }

  /// Turns the view whose text or label is `label` by `angle` with two fingers.
  ///
  /// ```swift
  /// try host.rotate("Dial", by: .degrees(90))
  /// ```
  public func rotate(_ label: String, by angle: Angle) throws {
    try perform(.rotate(angle), on: label, action: "rotate")
  }

  private func perform(_ event: GestureEvent, on label: String, action: String) throws {
    let record = try find(label, action: action) {
      if case .gesture(let accepts, _) = $0 { return accepts(event) }
      return false
    }
    guard case .gesture(_, let perform) = record.control else { return }
    interact { perform(event) }
  }
}
