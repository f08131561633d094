/// Where a popover points; kept for source compatibility (popovers are drawn as sheets).
///
/// ```swift
/// .popover(isPresented: $shown, attachmentAnchor: .rect(.bounds)) { Text("Hi") }
/// ```
public enum PopoverAttachmentAnchor: Sendable {
  /// A rectangle of the presenting view.
  case rect(Anchor)
  /// A point of the presenting view.
  case point(UnitPoint)

  /// The rectangle a popover points at.
  public enum Anchor: Sendable {
    /// The presenting view's bounds.
    case bounds
  }
}
