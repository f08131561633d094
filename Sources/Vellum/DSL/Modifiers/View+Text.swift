import Foundation

/// Text modifiers on any view: they style every text inside, as SwiftUI's environment does.
/// Each records an attribute the renderers read: CSS in HTML, and in the text rendering the
/// ones a cell grid can show (line limits, alignment of wrapped lines, case, redaction).
extension View {
  /// Sets the weight of the text in the view; `nil` leaves it as the font says.
  ///
  /// ```swift
  /// VStack { Text("Total") }.fontWeight(.semibold)
  /// ```
  public consuming func fontWeight(_ weight: Font.Weight?) -> some View {
    textAttribute(.fontWeight, weight.map { .name(Keyword(rawValue: $0.name)) })
  }

  /// Sets the font design of the text in the view.
  ///
  /// ```swift
  /// VStack { Text("12:30") }.fontDesign(.rounded)
  /// ```
  public consuming func fontDesign(_ design: Font.Design?) -> some View {
    textAttribute(.fontDesign, design.map { .name(Keyword(rawValue: $0.name)) })
  }

  /// Sets the font width of the text in the view.
  ///
  /// ```swift
  /// VStack { Text("Headline") }.fontWidth(.condensed)
  /// ```
  public consuming func fontWidth(_ width: Font.Width?) -> some View {
    textAttribute(.fontWidth, width.map { .double(Double($0.value)) })
  }

  /// Limits text in the view to a number of lines, cutting the rest with `…`; `nil` lifts a
  /// limit set outside.
  ///
  /// ```swift
  /// Text(recipe.summary).lineLimit(2)
  /// ```
  public consuming func lineLimit(_ number: Int?) -> some View {
    environment(\.lineLimit, number)
      .textAttribute(.lineLimit, number.map { .int(max(1, $0)) } ?? .name(.none))
  }

  /// Limits text to a number of lines; with `reservesSpace`, shorter text still takes them all.
  ///
  /// ```swift
  /// Text(note).lineLimit(3, reservesSpace: true)
  /// ```
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    let maximum = Attribute(.maximum, .int(max(1, limit)))
    return textAttribute(
      .lineLimit,
      .fields(reservesSpace ? [maximum, Attribute(.reservesSpace, .bool(true))] : [maximum]))
  }

  /// Gives text at least a number of lines, with no upper limit.
  ///
  /// ```swift
  /// TextField("Notes", text: $notes, axis: .vertical).lineLimit(3...)
  /// ```
  public consuming func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
    textAttribute(.lineLimit, .fields([Attribute(.minimum, .int(max(1, limit.lowerBound)))]))
  }

  /// Limits text to at most a number of lines.
  ///
  /// ```swift
  /// Text(summary).lineLimit(...4)
  /// ```
  public consuming func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
    textAttribute(.lineLimit, .fields([Attribute(.maximum, .int(max(1, limit.upperBound)))]))
  }

  /// Keeps text between a number of lines: it takes at least the lower bound, at most the upper.
  ///
  /// ```swift
  /// TextField("Bio", text: $bio, axis: .vertical).lineLimit(2...5)
  /// ```
  public consuming func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    textAttribute(
      .lineLimit,
      .fields([
        Attribute(.minimum, .int(max(1, limit.lowerBound))),
        Attribute(.maximum, .int(max(1, limit.upperBound))),
      ]))
  }

  /// Adds space between lines of text, in points.
  ///
  /// ```swift
  /// Text(poem).lineSpacing(6)
  /// ```
  public consuming func lineSpacing(_ lineSpacing: CGFloat) -> some View {
    environment(\.lineSpacing, lineSpacing)
      .textAttribute(.lineSpacing, .double(Double(lineSpacing)))
  }

  /// Lines up the lines of multi-line text: leading (the default), centred or trailing.
  ///
  /// ```swift
  /// Text("Welcome back!\nYou have 3 new messages.").multilineTextAlignment(.center)
  /// ```
  public consuming func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    environment(\.multilineTextAlignment, alignment)
      .textAttribute(.multilineTextAlignment, .name(Keyword(describing: alignment)))
  }

  /// Chooses where text that does not fit is cut.
  ///
  /// ```swift
  /// Text(file.path).lineLimit(1).truncationMode(.middle)
  /// ```
  public consuming func truncationMode(_ mode: Text.TruncationMode) -> some View {
    environment(\.truncationMode, mode)
      .textAttribute(.truncationMode, .name(Keyword(describing: mode)))
  }

  /// Lets text shrink to a fraction of its size to fit; recorded (cells do not shrink).
  ///
  /// ```swift
  /// Text(title).lineLimit(1).minimumScaleFactor(0.5)
  /// ```
  public consuming func minimumScaleFactor(_ factor: CGFloat) -> some View {
    environment(\.minimumScaleFactor, factor)
      .textAttribute(.minimumScaleFactor, .double(Double(min(max(factor, 0.01), 1))))
  }

  /// Lets text tighten the space between letters to fit; recorded.
  ///
  /// ```swift
  /// Text(title).allowsTightening(true)
  /// ```
  public consuming func allowsTightening(_ flag: Bool) -> some View {
    environment(\.allowsTightening, flag).textAttribute(.allowsTightening, .bool(flag))
  }

  /// Shows text in capitals or small letters; `nil` shows it as written, undoing a case set
  /// outside (such as a section header's capitals).
  ///
  /// ```swift
  /// Section { … } header: { Text("Recent").textCase(nil) }
  /// ```
  public consuming func textCase(_ textCase: Text.Case?) -> some View {
    environment(\.textCase, textCase)
      .textAttribute(.textCase, .name(textCase.map { Keyword(describing: $0) } ?? .none))
  }

  /// Adds space between pairs of letters, in points.
  ///
  /// ```swift
  /// Text("SALE").kerning(2)
  /// ```
  public consuming func kerning(_ kerning: CGFloat) -> some View {
    textAttribute(.kerning, .double(Double(kerning)))
  }

  /// Adds space between all letters, in points.
  ///
  /// ```swift
  /// Text("SALE").tracking(2)
  /// ```
  public consuming func tracking(_ tracking: CGFloat) -> some View {
    textAttribute(.tracking, .double(Double(tracking)))
  }

  /// Raises text above its baseline by points (negative lowers it).
  ///
  /// ```swift
  /// Text("2").baselineOffset(6)
  /// ```
  public consuming func baselineOffset(_ baselineOffset: CGFloat) -> some View {
    textAttribute(.baselineOffset, .double(Double(baselineOffset)))
  }

  /// Draws a line under the text in the view.
  ///
  /// ```swift
  /// Text("Terms").underline(color: .blue)
  /// ```
  public consuming func underline(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> some View {
    textAttribute(
      .underline, isActive ? Text.LineStyle(pattern: pattern, color: color).attributeValue : nil)
  }

  /// Draws a line through the text in the view.
  ///
  /// ```swift
  /// Text(task.title).strikethrough(task.isDone)
  /// ```
  public consuming func strikethrough(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> some View {
    textAttribute(
      .strikethrough,
      isActive ? Text.LineStyle(pattern: pattern, color: color).attributeValue : nil)
  }

  /// Draws the text in the view with letters of equal width.
  ///
  /// ```swift
  /// VStack { Text(code) }.monospaced()
  /// ```
  public consuming func monospaced(_ isActive: Bool = true) -> some View {
    textAttribute(.monospaced, isActive ? .bool(true) : nil)
  }

  /// Draws the digits in the view with equal width, so numbers line up.
  ///
  /// ```swift
  /// Text(elapsed, format: .number).monospacedDigit()
  /// ```
  public consuming func monospacedDigit() -> some View {
    textAttribute(.monospacedDigit, .bool(true))
  }

  /// Lets a person select the text in the view to copy it; recorded.
  ///
  /// ```swift
  /// Text(orderNumber).textSelection(.enabled)
  /// ```
  public consuming func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
    textAttribute(.textSelection, .bool(S.allowsSelection))
  }

  private func textAttribute(_ name: AttributeName, _ value: AttributeValue?) -> some View {
    modifier(AttributesModifier(value.map { [Attribute(name, $0)] } ?? []))
  }
}
