import Foundation

/// The text modifiers that return `Text`, so styled texts can still be joined with `+`.
extension Text {
  /// This text in a weight.
  ///
  /// ```swift
  /// Text("Total: ") + Text(total, format: .number).fontWeight(.semibold)
  /// ```
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    weight.map { styled(Attribute(.fontWeight, .name(Keyword(rawValue: $0.name)))) } ?? self
  }

  /// This text in a font design.
  ///
  /// ```swift
  /// Text("12:30").fontDesign(.rounded)
  /// ```
  public func fontDesign(_ design: Font.Design?) -> Text {
    design.map { styled(Attribute(.fontDesign, .name(Keyword(rawValue: $0.name)))) } ?? self
  }

  /// This text in a font width.
  ///
  /// ```swift
  /// Text("Headline").fontWidth(.condensed)
  /// ```
  public func fontWidth(_ width: Font.Width?) -> Text {
    width.map { styled(Attribute(.fontWidth, .double(Double($0.value)))) } ?? self
  }

  /// This text with letters of equal width.
  ///
  /// ```swift
  /// Text("let x = 1").monospaced()
  /// ```
  public func monospaced(_ isActive: Bool = true) -> Text {
    isActive ? styled(Attribute(.monospaced, .bool(true))) : self
  }

  /// This text with digits of equal width.
  ///
  /// ```swift
  /// Text(score, format: .number).monospacedDigit()
  /// ```
  public func monospacedDigit() -> Text {
    styled(Attribute(.monospacedDigit, .bool(true)))
  }

  /// This text with space added between pairs of letters, in points.
  ///
  /// ```swift
  /// Text("SALE").kerning(2)
  /// ```
  public func kerning(_ kerning: CGFloat) -> Text {
    styled(Attribute(.kerning, .double(Double(kerning))))
  }

  /// This text with space added between all letters, in points.
  ///
  /// ```swift
  /// Text("SALE").tracking(2)
  /// ```
  public func tracking(_ tracking: CGFloat) -> Text {
    styled(Attribute(.tracking, .double(Double(tracking))))
  }

  /// This text raised above its baseline by points.
  ///
  /// ```swift
  /// Text("m") + Text("2").baselineOffset(6)
  /// ```
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
    styled(Attribute(.baselineOffset, .double(Double(baselineOffset))))
  }

  /// This text with a solid line under it.
  ///
  /// ```swift
  /// Text("Terms").underline(color: .blue)
  /// ```
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    underline(isActive, pattern: .solid, color: color)
  }

  /// This text with a line of a pattern under it.
  ///
  /// ```swift
  /// Text("Draft").underline(pattern: .dash)
  /// ```
  public func underline(
    _ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil
  ) -> Text {
    guard isActive else { return self }
    return styled(Attribute(.underline, LineStyle(pattern: pattern, color: color).attributeValue))
  }

  /// This text with a solid line through it.
  ///
  /// ```swift
  /// Text(task.title).strikethrough(task.isDone, color: .gray)
  /// ```
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    strikethrough(isActive, pattern: .solid, color: color)
  }

  /// This text with a line of a pattern through it.
  ///
  /// ```swift
  /// Text(task.title).strikethrough(pattern: .dot)
  /// ```
  public func strikethrough(
    _ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil
  ) -> Text {
    guard isActive else { return self }
    return styled(
      Attribute(.strikethrough, LineStyle(pattern: pattern, color: color).attributeValue))
  }

  /// This text painted with a style.
  ///
  /// ```swift
  /// Text("Note").foregroundStyle(.secondary)
  /// ```
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    styled(Attribute(.foregroundStyle, style.attributeValue))
  }
}
