import Foundation

/// iOS 13's accessibility modifiers (deprecated, still in shipped code): each does what the
/// modifier that replaced it does.
extension View {
  /// The accessibility label: `accessibilityLabel(_:)`.
  ///
  /// ```swift
  /// Image(systemName: "heart").accessibility(label: Text("Favorite"))
  /// ```
  public consuming func accessibility(label: Text) -> some View {
    accessibilityLabel(label)
  }

  /// The accessibility value: `accessibilityValue(_:)`.
  ///
  /// ```swift
  /// Slider(value: $volume).accessibility(value: Text("\(Int(volume * 100)) percent"))
  /// ```
  public consuming func accessibility(value: Text) -> some View {
    accessibilityValue(value)
  }

  /// The accessibility hint: `accessibilityHint(_:)`.
  ///
  /// ```swift
  /// Button("Send") { send() }.accessibility(hint: Text("Sends the message"))
  /// ```
  public consuming func accessibility(hint: Text) -> some View {
    accessibilityHint(hint)
  }

  /// Hides the view from assistive technologies: `accessibilityHidden(_:)`.
  ///
  /// ```swift
  /// Image("flourish").accessibility(hidden: true)
  /// ```
  public consuming func accessibility(hidden: Bool) -> some View {
    accessibilityHidden(hidden)
  }

  /// The identifier tests find the view by: `accessibilityIdentifier(_:)`.
  ///
  /// ```swift
  /// TextField("Email", text: $email).accessibility(identifier: "email")
  /// ```
  public consuming func accessibility(identifier: String) -> some View {
    accessibilityIdentifier(identifier)
  }

  /// The order assistive technologies read the view in: `accessibilitySortPriority(_:)`.
  ///
  /// ```swift
  /// Text("Total").accessibility(sortPriority: 1)
  /// ```
  public consuming func accessibility(sortPriority: Double) -> some View {
    accessibilitySortPriority(sortPriority)
  }

  /// The names Voice Control accepts: `accessibilityInputLabels(_:)`.
  ///
  /// ```swift
  /// Button("Send") { send() }.accessibility(inputLabels: [Text("Send"), Text("Submit")])
  /// ```
  public consuming func accessibility(inputLabels: [Text]) -> some View {
    accessibilityInputLabels(inputLabels)
  }

  /// Adds accessibility traits: `accessibilityAddTraits(_:)`.
  ///
  /// ```swift
  /// Text("Settings").accessibility(addTraits: .isHeader)
  /// ```
  public consuming func accessibility(addTraits traits: AccessibilityTraits) -> some View {
    accessibilityAddTraits(traits)
  }

  /// Removes accessibility traits: `accessibilityRemoveTraits(_:)`.
  ///
  /// ```swift
  /// Image("logo").accessibility(removeTraits: .isImage)
  /// ```
  public consuming func accessibility(removeTraits traits: AccessibilityTraits) -> some View {
    accessibilityRemoveTraits(traits)
  }

  /// The value a picker row selects, for assistive technologies; accepted (a row's tag
  /// already says it).
  ///
  /// ```swift
  /// Text("Small").accessibility(selectionIdentifier: Size.small)
  /// ```
  public func accessibility(selectionIdentifier: AnyHashable) -> some View {
    self
  }

  /// Where assistive technologies activate the view, in its coordinates:
  /// `accessibilityActivationPoint(_:)`.
  ///
  /// ```swift
  /// Card().accessibility(activationPoint: CGPoint(x: 10, y: 10))
  /// ```
  public func accessibility(activationPoint: CGPoint) -> some View {
    accessibilityActivationPoint(activationPoint)
  }

  /// Where assistive technologies activate the view, as a point of its frame:
  /// `accessibilityActivationPoint(_:)`.
  ///
  /// ```swift
  /// Card().accessibility(activationPoint: .topLeading)
  /// ```
  public func accessibility(activationPoint: UnitPoint) -> some View {
    accessibilityActivationPoint(activationPoint)
  }

  /// Sets where assistive technologies activate the view, in its coordinates; accepted (a
  /// host's taps act on the control, wherever it is activated).
  ///
  /// ```swift
  /// Slider(value: $value).accessibilityActivationPoint(CGPoint(x: 0, y: 10))
  /// ```
  public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> some View {
    self
  }

  /// Sets where assistive technologies activate the view, as a point of its frame; accepted
  /// (a host's taps act on the control, wherever it is activated).
  ///
  /// ```swift
  /// Card().accessibilityActivationPoint(.center)
  /// ```
  public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> some View {
    self
  }
}
