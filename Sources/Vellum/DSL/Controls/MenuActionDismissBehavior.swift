/// Whether performing an action from a menu closes it.
///
/// iOS closes a menu after any of its actions — a button, a toggle, a picker's option — unless
/// the item, or a view around it, says `.disabled`; steppers keep it open by themselves
/// (Apple's documentation of `MenuActionDismissBehavior.automatic`: "There are some cases, like
/// Stepper, that use disabled by default").
///
/// ```swift
/// Menu("Size") {
///   Button("Larger") { size += 1 }
///   Button("Smaller") { size -= 1 }
/// }
/// .menuActionDismissBehavior(.disabled)
/// ```
public struct MenuActionDismissBehavior: Equatable, Sendable {
  private enum Choice { case automatic, enabled, disabled }
  private let choice: Choice

  /// Closes the menu after an action, except after a stepper's.
  public static let automatic = MenuActionDismissBehavior(choice: .automatic)
  /// Always closes the menu after an action.
  public static let enabled = MenuActionDismissBehavior(choice: .enabled)
  /// Never closes the menu after an action.
  public static let disabled = MenuActionDismissBehavior(choice: .disabled)

  /// Whether an action of a control closes its menu: `keepsOpenByDefault` for a stepper.
  func closesMenu(keepsOpenByDefault: Bool) -> Bool {
    switch choice {
    case .automatic: !keepsOpenByDefault
    case .enabled: true
    case .disabled: false
    }
  }
}

extension EnvironmentValues {
  /// Whether actions here close the menu they are in.
  var menuActionDismissBehavior: MenuActionDismissBehavior {
    get { self[MenuActionDismissBehaviorKey.self] }
    set { self[MenuActionDismissBehaviorKey.self] = newValue }
  }

  /// Closes the open menu this view is an item of, after one of its actions ran, as its
  /// ``MenuActionDismissBehavior`` says: `keepsOpenByDefault` for a stepper.
  @MainActor func closeMenuAfterAction(keepsOpenByDefault: Bool = false) {
    guard menuActionDismissBehavior.closesMenu(keepsOpenByDefault: keepsOpenByDefault) else {
      return
    }
    closesMenu?()
  }
}

private enum MenuActionDismissBehaviorKey: EnvironmentKey {
  static let defaultValue = MenuActionDismissBehavior.automatic
}

extension View {
  /// Sets whether actions in the menus of this view — or of the menu this view is — close
  /// the menu.
  ///
  /// ```swift
  /// Menu("Volume") {
  ///   Button("Louder") { volume += 1 }
  /// }
  /// .menuActionDismissBehavior(.disabled)
  /// ```
  public consuming func menuActionDismissBehavior(
    _ behavior: MenuActionDismissBehavior
  ) -> some View {
    modifier(EnvironmentWriter(keyPath: \.menuActionDismissBehavior, value: behavior))
  }
}
