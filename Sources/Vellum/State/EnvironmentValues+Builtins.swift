extension EnvironmentValues {
  /// Whether controls in this part of the screen respond to interaction.
  ///
  /// ```swift
  /// @Environment(\.isEnabled) private var isEnabled
  /// ```
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }

  /// Dismisses the presentation this view is in; does nothing at the root.
  ///
  /// ```swift
  /// @Environment(\.dismiss) private var dismiss
  /// Button("Done") { dismiss() }
  /// ```
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Whether this part of the screen is hidden with `.hidden()`, so it cannot be interacted with.
  package var isHidden: Bool {
    get { self[IsHiddenKey.self] }
    set { self[IsHiddenKey.self] = newValue }
  }

  /// Whether this part of the screen takes part in hit testing (`allowsHitTesting(false)`
  /// turns it off), so its controls can be tapped.
  package var allowsHitTesting: Bool {
    get { self[AllowsHitTestingKey.self] }
    set { self[AllowsHitTestingKey.self] = newValue }
  }

  /// Whether this view is inside an alert or confirmation dialog, whose buttons dismiss it.
  package var dismissesOnAction: Bool {
    get { self[DismissesOnActionKey.self] }
    set { self[DismissesOnActionKey.self] = newValue }
  }

  /// The actions of `onSubmit(_:)` modifiers above this view, innermost first.
  package var submitActions: [() -> Void] {
    get { self[SubmitKey.self] }
    set { self[SubmitKey.self] = newValue }
  }
}

private enum IsEnabledKey: EnvironmentKey {
  static let defaultValue = true
}

private enum DismissesOnActionKey: EnvironmentKey {
  static let defaultValue = false
}

private enum AllowsHitTestingKey: EnvironmentKey {
  static let defaultValue = true
}

private enum IsHiddenKey: EnvironmentKey {
  static let defaultValue = false
}

private enum DismissKey: EnvironmentKey {
  static let defaultValue = DismissAction {}
}

private enum SubmitKey: EnvironmentKey {
  static var defaultValue: [() -> Void] { [] }
}
