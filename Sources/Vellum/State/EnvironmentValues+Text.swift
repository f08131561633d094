import Foundation

extension EnvironmentValues {
  /// The font of the text here, when a view set one with `font(_:)`; `nil` is the default
  /// (body).
  ///
  /// ```swift
  /// @Environment(\.font) private var font
  /// ```
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }

  /// The most lines text here takes, when a view set a limit with `lineLimit(_:)`.
  ///
  /// ```swift
  /// @Environment(\.lineLimit) private var lineLimit
  /// ```
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }

  /// How lines of text here align to each other: `leading` unless set.
  ///
  /// ```swift
  /// @Environment(\.multilineTextAlignment) private var alignment
  /// ```
  public var multilineTextAlignment: TextAlignment {
    get { self[MultilineTextAlignmentKey.self] }
    set { self[MultilineTextAlignmentKey.self] = newValue }
  }

  /// The case text here is shown in, when a view set one with `textCase(_:)`.
  ///
  /// ```swift
  /// @Environment(\.textCase) private var textCase
  /// ```
  public var textCase: Text.Case? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }

  /// The fraction text here may shrink to, to fit: 1 (no shrinking) unless set.
  ///
  /// ```swift
  /// @Environment(\.minimumScaleFactor) private var minimumScaleFactor
  /// ```
  public var minimumScaleFactor: CGFloat {
    get { self[MinimumScaleFactorKey.self] }
    set { self[MinimumScaleFactorKey.self] = newValue }
  }

  /// The space between lines of text here, in points: 0 unless set with `lineSpacing(_:)`.
  ///
  /// ```swift
  /// @Environment(\.lineSpacing) private var lineSpacing
  /// ```
  public var lineSpacing: CGFloat {
    get { self[LineSpacingKey.self] }
    set { self[LineSpacingKey.self] = newValue }
  }

  /// Where text here that does not fit is cut: at its end unless set.
  ///
  /// ```swift
  /// @Environment(\.truncationMode) private var truncationMode
  /// ```
  public var truncationMode: Text.TruncationMode {
    get { self[TruncationModeKey.self] }
    set { self[TruncationModeKey.self] = newValue }
  }

  /// Whether text here may tighten the space between letters to fit: `false` unless set.
  ///
  /// ```swift
  /// @Environment(\.allowsTightening) private var allowsTightening
  /// ```
  public var allowsTightening: Bool {
    get { self[AllowsTighteningKey.self] }
    set { self[AllowsTighteningKey.self] = newValue }
  }

  /// Whether scroll views here scroll: `false` inside `scrollDisabled(true)`.
  ///
  /// ```swift
  /// @Environment(\.isScrollEnabled) private var isScrollEnabled
  /// ```
  public var isScrollEnabled: Bool {
    get { self[IsScrollEnabledKey.self] }
    set { self[IsScrollEnabledKey.self] = newValue }
  }
}

private enum FontKey: EnvironmentKey {
  static var defaultValue: Font? { nil }
}

private enum LineLimitKey: EnvironmentKey {
  static var defaultValue: Int? { nil }
}

private enum MultilineTextAlignmentKey: EnvironmentKey {
  static let defaultValue = TextAlignment.leading
}

private enum TextCaseKey: EnvironmentKey {
  static var defaultValue: Text.Case? { nil }
}

private enum MinimumScaleFactorKey: EnvironmentKey {
  static let defaultValue: CGFloat = 1
}

private enum IsScrollEnabledKey: EnvironmentKey {
  static let defaultValue = true
}

private enum LineSpacingKey: EnvironmentKey {
  static let defaultValue: CGFloat = 0
}

private enum TruncationModeKey: EnvironmentKey {
  static let defaultValue = Text.TruncationMode.tail
}

private enum AllowsTighteningKey: EnvironmentKey {
  static let defaultValue = false
}
