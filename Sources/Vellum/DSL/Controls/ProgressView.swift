import Foundation

/// Progress towards completing a task: indeterminate (a spinner) or determinate (a bar filled
/// to `value / total`), with an optional label and current-value label.
///
/// In text a determinate bar is `████░░░░ 40%` under its label and an indeterminate one
/// `⟳ Loading…`; in HTML a `<progress>` element (a spinner when indeterminate).
///
/// ```swift
/// ProgressView()
/// ProgressView("Downloading", value: downloaded, total: size)
/// ProgressView(value: 0.4) { Text("Upload") } currentValueLabel: { Text("40%") }
/// ```
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  let fraction: Double?
  let label: Label?
  let currentValueLabel: CurrentValueLabel?

  init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
    self.fraction = fraction.map { $0.isFinite ? min(max($0, 0), 1) : 0 }
    self.label = label
    self.currentValueLabel = currentValueLabel
  }

  /// Determinate progress with a label and a current-value label; a `nil` value is
  /// indeterminate.
  ///
  /// ```swift
  /// ProgressView(value: done, total: 10) { Text("Tasks") } currentValueLabel: { Text("\(done) of 10") }
  /// ```
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      fraction: value.map { total > 0 ? Double($0) / Double(total) : 0 }, label: label(),
      currentValueLabel: currentValueLabel())
  }

  /// Progress through a time interval on the host's clock: counting down (the default) or up.
  ///
  /// ```swift
  /// ProgressView(timerInterval: start...end) { Text("Brewing") } currentValueLabel: { Text("…") }
  /// ```
  public init(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    let now = HostClock.current?.now ?? Date()
    let length = timerInterval.upperBound.timeIntervalSince(timerInterval.lowerBound)
    let elapsed = length > 0 ? now.timeIntervalSince(timerInterval.lowerBound) / length : 1
    let fraction = min(max(elapsed, 0), 1)
    self.init(
      fraction: countsDown ? 1 - fraction : fraction, label: label(),
      currentValueLabel: currentValueLabel())
  }

  /// A progress view drawn by the styles outside the style its configuration came from.
  ///
  /// ```swift
  /// func makeBody(configuration: Configuration) -> some View { ProgressView(configuration).tint(.green) }
  /// ```
  public init(_ configuration: ProgressViewStyleConfiguration)
  where
    Label == ProgressViewStyleConfiguration.Label,
    CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
  {
    self.init(
      fraction: configuration.fractionCompleted, label: configuration.label,
      currentValueLabel: configuration.currentValueLabel)
  }

  /// A progress view is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// Determinate progress with a label; a `nil` value is indeterminate.
  ///
  /// ```swift
  /// ProgressView(value: 0.5) { Text("Halfway") }
  /// ```
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label
  ) {
    self.init(value: value, total: total, label: label) { EmptyView() }
  }

  /// Indeterminate progress with a label.
  ///
  /// ```swift
  /// ProgressView { Text("Loading…") }
  /// ```
  public init(@ViewBuilder label: () -> Label) {
    self.init(fraction: nil, label: label(), currentValueLabel: nil)
  }

}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// Indeterminate progress: a spinner.
  ///
  /// ```swift
  /// if isLoading { ProgressView() }
  /// ```
  public init() {
    self.init(fraction: nil, label: nil, currentValueLabel: nil)
  }

  /// Determinate progress with no label.
  ///
  /// ```swift
  /// ProgressView(value: progress)
  /// ```
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(
      fraction: value.map { total > 0 ? Double($0) / Double(total) : 0 }, label: nil,
      currentValueLabel: nil)
  }

  /// The progress of a Foundation `Progress`: its fraction, or indeterminate.
  ///
  /// ```swift
  /// ProgressView(download.progress)
  /// ```
  public init(_ progress: Progress) {
    self.init(
      fraction: progress.isIndeterminate ? nil : progress.fractionCompleted, label: nil,
      currentValueLabel: nil)
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// Indeterminate progress titled by a literal.
  ///
  /// ```swift
  /// ProgressView("Loading…")
  /// ```
  public init(_ titleKey: LocalizedStringKey) {
    self.init { Text(titleKey) }
  }

  /// Indeterminate progress titled by a string value.
  ///
  /// ```swift
  /// ProgressView(status)
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) {
    self.init { Text(title) }
  }

  /// Determinate progress titled by a literal.
  ///
  /// ```swift
  /// ProgressView("Downloading", value: 3, total: 10)
  /// ```
  public init<V: BinaryFloatingPoint>(
    _ titleKey: LocalizedStringKey, value: V?, total: V = 1.0
  ) {
    self.init(value: value, total: total) { Text(titleKey) }
  }

  /// Determinate progress titled by a string value.
  ///
  /// ```swift
  /// ProgressView(file.name, value: file.progress)
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    self.init(value: value, total: total) { Text(title) }
  }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
  /// Progress through a time interval on the host's clock, with a label, and the time left
  /// (or passed, counting up) as its current value.
  ///
  /// ```swift
  /// ProgressView(timerInterval: start...end) { Text("Boiling") }
  /// ```
  public init(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.init(timerInterval: timerInterval, countsDown: countsDown, label: label) {
      DefaultDateProgressLabel(timerInterval: timerInterval, countsDown: countsDown)
    }
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
  /// Progress through a time interval on the host's clock, with the time left (or passed,
  /// counting up) as its current value.
  ///
  /// ```swift
  /// ProgressView(timerInterval: start...end, countsDown: false)
  /// ```
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
    self.init(timerInterval: timerInterval, countsDown: countsDown) {
      EmptyView()
    } currentValueLabel: {
      DefaultDateProgressLabel(timerInterval: timerInterval, countsDown: countsDown)
    }
  }
}
