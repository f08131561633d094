extension Text {
  /// Where text that does not fit is cut, shown by an ellipsis.
  ///
  /// ```swift
  /// Text(path).lineLimit(1).truncationMode(.middle)
  /// ```
  public enum TruncationMode: Hashable, Sendable {
    /// Cut at the start: `…the end`.
    case head
    /// Cut at the end: `The start…` (the default).
    case tail
    /// Cut in the middle: `The st…end`.
    case middle
  }

  /// A case that text is shown in, whatever case it was written in.
  ///
  /// ```swift
  /// Text("Settings").textCase(.uppercase)
  /// ```
  public enum Case: Hashable, Sendable {
    /// Every letter in capitals.
    case uppercase
    /// Every letter in small letters.
    case lowercase
  }

  /// The line drawn by `underline` and `strikethrough`: a pattern and a color.
  ///
  /// ```swift
  /// Text("Draft").underline(pattern: .dash, color: .red)
  /// ```
  public struct LineStyle: Hashable, Sendable {
    /// The line's pattern.
    public var pattern: Pattern
    /// The line's color; the text's color when `nil`.
    public var color: Color?

    /// A line style of a pattern and color.
    ///
    /// ```swift
    /// Text.LineStyle(pattern: .dot, color: .gray)
    /// ```
    public init(pattern: Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }

    /// A solid line in the text's color.
    public static let single = LineStyle()

    /// The dashes and dots of a line.
    ///
    /// ```swift
    /// Text.LineStyle.Pattern.dashDot
    /// ```
    public enum Pattern: Hashable, Sendable {
      /// An unbroken line.
      case solid
      /// Dots.
      case dot
      /// Dashes.
      case dash
      /// A dash, then a dot.
      case dashDot
      /// A dash, then two dots.
      case dashDotDot
    }

    /// The attribute value of this line: `true` for a plain line, else its pattern and color.
    var attributeValue: AttributeValue {
      guard self != LineStyle() else { return .bool(true) }
      var fields: [Attribute] = []
      if pattern != .solid {
        fields.append(Attribute(.pattern, .name(Keyword(describing: pattern))))
      }
      if let color { fields.append(Attribute(.color, .color(color))) }
      return .fields(fields)
    }
  }
}
