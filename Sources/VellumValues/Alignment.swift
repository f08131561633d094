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
  @inlinable public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Alignments are equal when both their parts are.
  @inlinable public static func == (lhs: Alignment, rhs: Alignment) -> Bool {
    lhs.horizontal == rhs.horizontal && lhs.vertical == rhs.vertical
  }

  /// Hashes both parts.
  @inlinable public func hash(into hasher: inout Hasher) {
    hasher.combine(horizontal)
    hasher.combine(vertical)
  }

  /// The center.
  @inlinable public static var center: Alignment {
    Alignment(horizontal: .center, vertical: .center)
  }
  /// The leading edge's middle.
  @inlinable public static var leading: Alignment {
    Alignment(horizontal: .leading, vertical: .center)
  }
  /// The trailing edge's middle.
  @inlinable public static var trailing: Alignment {
    Alignment(horizontal: .trailing, vertical: .center)
  }
  /// The top edge's middle.
  @inlinable public static var top: Alignment { Alignment(horizontal: .center, vertical: .top) }
  /// The bottom edge's middle.
  @inlinable public static var bottom: Alignment {
    Alignment(horizontal: .center, vertical: .bottom)
  }
  /// The top leading corner.
  @inlinable public static var topLeading: Alignment {
    Alignment(horizontal: .leading, vertical: .top)
  }
  /// The top trailing corner.
  @inlinable public static var topTrailing: Alignment {
    Alignment(horizontal: .trailing, vertical: .top)
  }
  /// The bottom leading corner.
  @inlinable public static var bottomLeading: Alignment {
    Alignment(horizontal: .leading, vertical: .bottom)
  }
  /// The bottom trailing corner.
  @inlinable public static var bottomTrailing: Alignment {
    Alignment(horizontal: .trailing, vertical: .bottom)
  }

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
