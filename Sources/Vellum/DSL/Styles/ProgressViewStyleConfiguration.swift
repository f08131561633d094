/// What a ``ProgressViewStyle`` draws from: the fraction completed (`nil` when indeterminate)
/// and the labels.
///
/// ```swift
/// ProgressView(value: configuration.fractionCompleted ?? 0)
/// ```
public struct ProgressViewStyleConfiguration {
  /// The progress view's label, as a view.
  public typealias Label = AnyView

  /// The progress view's current-value label, as a view.
  public typealias CurrentValueLabel = AnyView

  /// How much is done, from 0 to 1, or `nil` when the progress is indeterminate.
  public let fractionCompleted: Double?
  /// The label, if the progress view has one.
  public let label: Label?
  /// The current-value label, if the progress view has one.
  public let currentValueLabel: CurrentValueLabel?
}
