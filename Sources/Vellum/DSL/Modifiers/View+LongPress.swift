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
