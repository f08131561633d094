import Foundation

extension EnvironmentValues {
  /// How prominently badges draw here: `.standard` unless set (`badgeProminence(_:)`).
  ///
  /// ```swift
  /// @Environment(\.badgeProminence) private var badgeProminence
  /// ```
  public var badgeProminence: BadgeProminence {
    get { self[BadgeProminenceKey.self] }
    set { self[BadgeProminenceKey.self] = newValue }
  }

  /// The order menus here list their items in: `.automatic` unless set (`menuOrder(_:)`).
  ///
  /// ```swift
  /// @Environment(\.menuOrder) private var menuOrder
  /// ```
  public var menuOrder: MenuOrder {
    get { self[MenuOrderKey.self] }
    set { self[MenuOrderKey.self] = newValue }
  }

  /// Whether buttons here repeat their action while held: `.automatic` unless set with
  /// `buttonRepeatBehavior(_:)`, SwiftUI's only way to set it.
  ///
  /// ```swift
  /// @Environment(\.buttonRepeatBehavior) private var repeatBehavior
  /// ```
  public internal(set) var buttonRepeatBehavior: ButtonRepeatBehavior {
    get { self[ButtonRepeatBehaviorKey.self] }
    set { self[ButtonRepeatBehaviorKey.self] = newValue }
  }

  /// Whether controls here activate under a drag: `.automatic` unless set
  /// (`springLoadingBehavior(_:)`).
  ///
  /// ```swift
  /// @Environment(\.springLoadingBehavior) private var springLoading
  /// ```
  public var springLoadingBehavior: SpringLoadingBehavior {
    get { self[SpringLoadingBehaviorKey.self] }
    set { self[SpringLoadingBehaviorKey.self] = newValue }
  }

  /// Whether views here show a focus effect: `true` unless `focusEffectDisabled()` says no.
  ///
  /// ```swift
  /// @Environment(\.isFocusEffectEnabled) private var showsFocusEffect
  /// ```
  public var isFocusEffectEnabled: Bool {
    get { self[FocusEffectKey.self] }
    set { self[FocusEffectKey.self] = newValue }
  }

  /// Whether views here show hover effects: `true` unless `hoverEffectDisabled()` says no.
  ///
  /// ```swift
  /// @Environment(\.isHoverEffectEnabled) private var showsHoverEffect
  /// ```
  public var isHoverEffectEnabled: Bool {
    get { self[HoverEffectKey.self] }
    set { self[HoverEffectKey.self] = newValue }
  }

  /// The opener of other windows: does nothing on the iPhone Vellum hosts (see
  /// ``OpenWindowAction``).
  ///
  /// ```swift
  /// @Environment(\.openWindow) private var openWindow
  /// ```
  public var openWindow: OpenWindowAction { OpenWindowAction() }

  /// The closer of windows: does nothing on the iPhone Vellum hosts (see
  /// ``DismissWindowAction``).
  ///
  /// ```swift
  /// @Environment(\.dismissWindow) private var dismissWindow
  /// ```
  public var dismissWindow: DismissWindowAction { DismissWindowAction() }
}

private enum BadgeProminenceKey: EnvironmentKey {
  static let defaultValue = BadgeProminence.standard
}

private enum MenuOrderKey: EnvironmentKey {
  static let defaultValue = MenuOrder.automatic
}

private enum ButtonRepeatBehaviorKey: EnvironmentKey {
  static let defaultValue = ButtonRepeatBehavior.automatic
}

private enum SpringLoadingBehaviorKey: EnvironmentKey {
  static let defaultValue = SpringLoadingBehavior.automatic
}

private enum FocusEffectKey: EnvironmentKey {
  static let defaultValue = true
}

private enum HoverEffectKey: EnvironmentKey {
  static let defaultValue = true
}

extension EnvironmentValues {
  /// How scrolling here dismisses the keyboard: `.automatic` unless set
  /// (`scrollDismissesKeyboard(_:)`).
  ///
  /// ```swift
  /// @Environment(\.scrollDismissesKeyboardMode) private var dismissMode
  /// ```
  public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
    get { self[KeyboardDismissKey.self] }
    set { self[KeyboardDismissKey.self] = newValue }
  }

  /// Whether horizontal scroll indicators here show: `.automatic` unless set
  /// (`scrollIndicators(_:axes:)`).
  ///
  /// ```swift
  /// @Environment(\.horizontalScrollIndicatorVisibility) private var indicators
  /// ```
  public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
    get { self[HorizontalIndicatorKey.self] }
    set { self[HorizontalIndicatorKey.self] = newValue }
  }

  /// Whether vertical scroll indicators here show: `.automatic` unless set
  /// (`scrollIndicators(_:axes:)`).
  ///
  /// ```swift
  /// @Environment(\.verticalScrollIndicatorVisibility) private var indicators
  /// ```
  public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
    get { self[VerticalIndicatorKey.self] }
    set { self[VerticalIndicatorKey.self] = newValue }
  }

  /// How scroll views here bounce horizontally: `.automatic` unless set
  /// (`scrollBounceBehavior(_:axes:)`).
  ///
  /// ```swift
  /// @Environment(\.horizontalScrollBounceBehavior) private var bounce
  /// ```
  public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
    get { self[HorizontalBounceKey.self] }
    set { self[HorizontalBounceKey.self] = newValue }
  }

  /// How scroll views here bounce vertically: `.automatic` unless set
  /// (`scrollBounceBehavior(_:axes:)`).
  ///
  /// ```swift
  /// @Environment(\.verticalScrollBounceBehavior) private var bounce
  /// ```
  public var verticalScrollBounceBehavior: ScrollBounceBehavior {
    get { self[VerticalBounceKey.self] }
    set { self[VerticalBounceKey.self] = newValue }
  }
}

private enum KeyboardDismissKey: EnvironmentKey {
  static let defaultValue = ScrollDismissesKeyboardMode.automatic
}

private enum HorizontalIndicatorKey: EnvironmentKey {
  static let defaultValue = ScrollIndicatorVisibility.automatic
}

private enum VerticalIndicatorKey: EnvironmentKey {
  static let defaultValue = ScrollIndicatorVisibility.automatic
}

private enum HorizontalBounceKey: EnvironmentKey {
  static let defaultValue = ScrollBounceBehavior.automatic
}

private enum VerticalBounceKey: EnvironmentKey {
  static let defaultValue = ScrollBounceBehavior.automatic
}
