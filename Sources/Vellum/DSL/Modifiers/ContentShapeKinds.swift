/// What a content shape is for: hit testing, previews, hover and focus effects, accessibility.
///
/// ```swift
/// Card().contentShape(.contextMenuPreview, RoundedRectangle(cornerRadius: 12))
/// ```
public struct ContentShapeKinds: OptionSet, Sendable {
  /// The kinds, as bits.
  public let rawValue: Int

  /// The kinds whose bits are set in `rawValue`.
  ///
  /// ```swift
  /// ContentShapeKinds(rawValue: 1) == .interaction   // true
  /// ```
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Hit testing and accessibility.
  public static let interaction = Self(rawValue: 1)
  /// The preview of a drag.
  public static let dragPreview = Self(rawValue: 2)
  /// The preview of a context menu.
  public static let contextMenuPreview = Self(rawValue: 4)
  /// Hover effects.
  public static let hoverEffect = Self(rawValue: 8)
  /// Focus effects.
  public static let focusEffect = Self(rawValue: 16)
  /// Accessibility.
  public static let accessibility = Self(rawValue: 32)
}

extension View {
  /// Sets the shape of the view for `kinds`: for hit testing (`.interaction`) it is recorded as
  /// `contentShape(_:eoFill:)` records it; the preview, hover and focus shapes are accepted (a
  /// host draws no previews or effects).
  ///
  /// ```swift
  /// Card().contentShape(.interaction, Capsule())
  /// ```
  public consuming func contentShape<S: Shape>(
    _ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false
  ) -> some View {
    modifier(
      AttributesModifier(
        kinds.contains(.interaction) ? [Attribute(.contentShape, shape.shapeValue)] : []))
  }
}
