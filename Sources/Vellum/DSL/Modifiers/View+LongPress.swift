import Foundation

extension View {
  /// Runs `action` when the view is pressed and held (`host.longPress`); `onPressingChanged`
  /// hears the press begin and end.
  ///
  /// ```swift
  /// Image(systemName: "mic").onLongPressGesture { startRecording() }
  /// ```
  public consuming func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    modifier(
      LongPressModifier(
        minimumDuration: minimumDuration, action: action, onPressingChanged: onPressingChanged))
  }

  /// Runs `action` when the view is pressed and held, with no distance limit.
  ///
  /// ```swift
  /// Text("Hold me").onLongPressGesture(minimumDuration: 1) { reveal() }
  /// ```
  public consuming func onLongPressGesture(
    minimumDuration: Double = 0.5, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    modifier(
      LongPressModifier(
        minimumDuration: minimumDuration, action: action, onPressingChanged: onPressingChanged))
  }
}

/// Makes the content respond to a long press: the press begins, the action runs, the press ends.
private struct LongPressModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let minimumDuration: Double
  let action: () -> Void
  let onPressingChanged: ((Bool) -> Void)?

  func update<Content: View>(_ record: GraphNode, content: Content) {
    let pressing = onPressingChanged
    let action = action
    record.control = .longPress {
      pressing?(true)
      action()
      pressing?(false)
    }
    record.output = .modified(
      [Attribute(.onLongPressGesture, .double(minimumDuration))], slot: nil)
    record.updateChild(0, content)
  }
}
