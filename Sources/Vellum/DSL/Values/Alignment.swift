/// Where content sits in both directions.
///
/// ```swift
/// Text("Hi").frame(width: 20, alignment: .leading)
/// ```
public struct Alignment: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal part.
  public var horizontal: HorizontalAlignment
  /// The vertical part.
  public var vertical: VerticalAlignment

  /// An alignment from its two parts.
  ///
  /// ```swift
  /// Alignment(horizontal: .leading, vertical: .top)
  /// ```
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The center.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// The leading edge's middle.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// The trailing edge's middle.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// The top edge's middle.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// The bottom edge's middle.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// The top leading corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// The top trailing corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// The bottom leading corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// The bottom trailing corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// `center`, `topLeading`, `leading`: the name of the combination.
  public var description: String {
    switch (horizontal.description, vertical.description) {
    case ("center", "center"): "center"
    case (let horizontal, "center"): horizontal
    case ("center", let vertical): vertical
    case (let horizontal, let vertical):
      vertical + horizontal.prefix(1).uppercased()
        + horizontal.dropFirst()
    }
  }
}
