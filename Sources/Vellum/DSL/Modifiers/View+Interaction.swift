import Foundation

/// Modifiers that set how controls inside behave, read from the environment.
extension View {
  /// Sets how prominently the badges inside draw (`EnvironmentValues.badgeProminence`).
  ///
  /// ```swift
  /// List { Text("Inbox").badge(3) }.badgeProminence(.increased)
  /// ```
  public consuming func badgeProminence(_ prominence: BadgeProminence) -> some View {
    environment(\.badgeProminence, prominence)
  }

  /// Sets the order the menus inside list their items in (`EnvironmentValues.menuOrder`).
  ///
  /// ```swift
  /// Menu("Sort") { … }.menuOrder(.fixed)
  /// ```
  public consuming func menuOrder(_ order: MenuOrder) -> some View {
    environment(\.menuOrder, order)
  }

  /// Sets whether the buttons inside repeat their action while held
  /// (`EnvironmentValues.buttonRepeatBehavior`).
  ///
  /// ```swift
  /// Button("Louder") { volume += 1 }.buttonRepeatBehavior(.enabled)
  /// ```
  public consuming func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View {
    environment(\.buttonRepeatBehavior, behavior)
  }

  /// Sets whether the controls inside activate under a drag
  /// (`EnvironmentValues.springLoadingBehavior`).
  ///
  /// ```swift
  /// Button("Archive") { archive() }.springLoadingBehavior(.enabled)
  /// ```
  public consuming func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some View {
    environment(\.springLoadingBehavior, behavior)
  }

  /// Turns the focus effect of the views inside off (`EnvironmentValues.isFocusEffectEnabled`).
  ///
  /// ```swift
  /// TextField("Name", text: $name).focusEffectDisabled()
  /// ```
  public consuming func focusEffectDisabled(_ disabled: Bool = true) -> some View {
    environment(\.isFocusEffectEnabled, !disabled)
  }

  /// Turns the hover effects of the views inside off (`EnvironmentValues.isHoverEffectEnabled`).
  ///
  /// ```swift
  /// Toolbar().hoverEffectDisabled()
  /// ```
  public consuming func hoverEffectDisabled(_ disabled: Bool = true) -> some View {
    environment(\.isHoverEffectEnabled, !disabled)
  }

  /// Sets how much of the high dynamic range images inside may show
  /// (`EnvironmentValues.allowedDynamicRange`); renderings draw standard range.
  ///
  /// ```swift
  /// Gallery().allowedDynamicRange(.constrainedHigh)
  /// ```
  public consuming func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View {
    environment(\.allowedDynamicRange, range)
  }
}
