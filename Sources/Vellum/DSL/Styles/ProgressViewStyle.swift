/// A look for every progress view in a view, drawn from its fraction and labels.
///
/// ```swift
/// struct GaugeProgressStyle: ProgressViewStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%").bold()
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol ProgressViewStyle {
  /// The view the style draws.
  associatedtype Body: View
  /// Draws a progress view from its configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What the style draws from.
  typealias Configuration = ProgressViewStyleConfiguration
}

/// What a ``ProgressViewStyle`` draws from: the fraction completed (`nil` when indeterminate)
/// and the labels.
///
/// ```swift
/// ProgressView(value: configuration.fractionCompleted ?? 0)
/// ```
public struct ProgressViewStyleConfiguration {
  /// The progress view's label, as a view.
  public struct Label: View {
    let content: AnyView

    /// The label's content.
    public var body: some View { content }
  }

  /// The progress view's current-value label, as a view.
  public struct CurrentValueLabel: View {
    let content: AnyView

    /// The label's content.
    public var body: some View { content }
  }

  /// How much is done, from 0 to 1, or `nil` when the progress is indeterminate.
  public let fractionCompleted: Double?
  /// The label, if the progress view has one.
  public let label: Label?
  /// The current-value label, if the progress view has one.
  public let currentValueLabel: CurrentValueLabel?
}

/// The platform's default progress look: a bar when determinate, a spinner when not.
///
/// ```swift
/// ProgressView(value: 0.3).progressViewStyle(.automatic)
/// ```
public struct DefaultProgressViewStyle: ProgressViewStyle, BuiltinStyle {
  /// The default style.
  ///
  /// ```swift
  /// DefaultProgressViewStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .automatic }
  /// The progress view, drawn by the styles outside this one.
  public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}

/// Progress drawn as a bar, filled when determinate.
///
/// ```swift
/// ProgressView(value: upload.fraction).progressViewStyle(.linear)
/// ```
public struct LinearProgressViewStyle: ProgressViewStyle, BuiltinStyle {
  /// The linear style.
  ///
  /// ```swift
  /// LinearProgressViewStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .linear }
  /// The progress view in this style.
  public func makeBody(configuration: Configuration) -> some View {
    ProgressView(configuration).progressViewStyle(self)
  }
}

/// Progress drawn as a ring (a spinner when indeterminate).
///
/// ```swift
/// ProgressView(value: 0.7).progressViewStyle(.circular)
/// ```
public struct CircularProgressViewStyle: ProgressViewStyle, BuiltinStyle {
  /// The circular style.
  ///
  /// ```swift
  /// CircularProgressViewStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .circular }
  /// The progress view in this style.
  public func makeBody(configuration: Configuration) -> some View {
    ProgressView(configuration).progressViewStyle(self)
  }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The platform's default progress look.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A bar.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// A ring.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension View {
  /// Draws the progress views in the view with a style.
  ///
  /// ```swift
  /// ProgressView(value: 0.5).progressViewStyle(.circular)
  /// ```
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    let entry = AnyStyle<ProgressViewStyleConfiguration>.entry(for: style) {
      AnyView(style.makeBody(configuration: $0))
    }
    return modifier(StyleWriter(entry: entry))
  }
}
