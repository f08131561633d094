extension Keyword {
  /// A color scheme: `light`.
  @inlinable public static var light: Keyword { Keyword(.light) }
  /// A color scheme: `dark`.
  @inlinable public static var dark: Keyword { Keyword(.dark) }
  /// A visibility: `automatic`.
  @inlinable public static var automatic: Keyword { Keyword(.automatic) }
  /// A visibility: `visible`.
  @inlinable public static var visible: Keyword { Keyword(.visible) }
  /// A visibility: `hidden`.
  @inlinable public static var hidden: Keyword { Keyword(.hidden) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `menu`.
  @inlinable public static var menu: Keyword { Keyword(.menu) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `segmented`.
  @inlinable public static var segmented: Keyword { Keyword(.segmented) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `palette`.
  @inlinable public static var palette: Keyword { Keyword(.palette) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `inline`.
  @inlinable public static var inline: Keyword { Keyword(.inline) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `wheel`.
  @inlinable public static var wheel: Keyword { Keyword(.wheel) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `radioGroup`.
  @inlinable public static var radioGroup: Keyword { Keyword(.radioGroup) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `navigationLink`.
  @inlinable public static var navigationLink: Keyword { Keyword(.navigationLink) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `checkbox`.
  @inlinable public static var checkbox: Keyword { Keyword(.checkbox) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `switch`.
  @inlinable public static var `switch`: Keyword { Keyword(.`switch`) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `button`.
  @inlinable public static var button: Keyword { Keyword(.button) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `bordered`.
  @inlinable public static var bordered: Keyword { Keyword(.bordered) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `borderedProminent`.
  @inlinable public static var borderedProminent: Keyword { Keyword(.borderedProminent) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `borderless`.
  @inlinable public static var borderless: Keyword { Keyword(.borderless) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `borderlessButton`.
  @inlinable public static var borderlessButton: Keyword { Keyword(.borderlessButton) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `plain`.
  @inlinable public static var plain: Keyword { Keyword(.plain) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `link`.
  @inlinable public static var link: Keyword { Keyword(.link) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `roundedBorder`.
  @inlinable public static var roundedBorder: Keyword { Keyword(.roundedBorder) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `squareBorder`.
  @inlinable public static var squareBorder: Keyword { Keyword(.squareBorder) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `iconOnly`.
  @inlinable public static var iconOnly: Keyword { Keyword(.iconOnly) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `titleOnly`.
  @inlinable public static var titleOnly: Keyword { Keyword(.titleOnly) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `titleAndIcon`.
  @inlinable public static var titleAndIcon: Keyword { Keyword(.titleAndIcon) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `grouped`.
  @inlinable public static var grouped: Keyword { Keyword(.grouped) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `insetGrouped`.
  @inlinable public static var insetGrouped: Keyword { Keyword(.insetGrouped) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `inset`.
  @inlinable public static var inset: Keyword { Keyword(.inset) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `sidebar`.
  @inlinable public static var sidebar: Keyword { Keyword(.sidebar) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `compact`.
  @inlinable public static var compact: Keyword { Keyword(.compact) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `compactMenu`.
  @inlinable public static var compactMenu: Keyword { Keyword(.compactMenu) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `graphical`.
  @inlinable public static var graphical: Keyword { Keyword(.graphical) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `field`.
  @inlinable public static var field: Keyword { Keyword(.field) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `linear`.
  @inlinable public static var linear: Keyword { Keyword(.linear) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `circular`.
  @inlinable public static var circular: Keyword { Keyword(.circular) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `linearCapacity`.
  @inlinable public static var linearCapacity: Keyword { Keyword(.linearCapacity) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `accessoryCircular`.
  @inlinable public static var accessoryCircular: Keyword { Keyword(.accessoryCircular) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `accessoryCircularCapacity`.
  @inlinable public static var accessoryCircularCapacity: Keyword {
    Keyword(.accessoryCircularCapacity)
  }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `accessoryLinear`.
  @inlinable public static var accessoryLinear: Keyword { Keyword(.accessoryLinear) }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `accessoryLinearCapacity`.
  @inlinable public static var accessoryLinearCapacity: Keyword {
    Keyword(.accessoryLinearCapacity)
  }
  /// A built-in style's name (picker, toggle, button, label, list, text field, progress view, gauge, date picker, menu, control group): `navigation`.
  @inlinable public static var navigation: Keyword { Keyword(.navigation) }
  /// A control size: `mini`.
  @inlinable public static var mini: Keyword { Keyword(.mini) }
  /// A control size: `small`.
  @inlinable public static var small: Keyword { Keyword(.small) }
  /// A control size: `regular`.
  @inlinable public static var regular: Keyword { Keyword(.regular) }
  /// A control size: `large`.
  @inlinable public static var large: Keyword { Keyword(.large) }
  /// A control size: `extraLarge`.
  @inlinable public static var extraLarge: Keyword { Keyword(.extraLarge) }
  /// A button's border shape: `capsule`.
  @inlinable public static var capsule: Keyword { Keyword(.capsule) }
  /// A button's border shape: `roundedRectangle`.
  @inlinable public static var roundedRectangle: Keyword { Keyword(.roundedRectangle) }
  /// A button's border shape: `circle`.
  @inlinable public static var circle: Keyword { Keyword(.circle) }
  /// A button role: `destructive`.
  @inlinable public static var destructive: Keyword { Keyword(.destructive) }
  /// A button role: `cancel`.
  @inlinable public static var cancel: Keyword { Keyword(.cancel) }
  /// A material: `ultraThinMaterial`.
  @inlinable public static var ultraThinMaterial: Keyword { Keyword(.ultraThinMaterial) }
  /// A material: `thinMaterial`.
  @inlinable public static var thinMaterial: Keyword { Keyword(.thinMaterial) }
  /// A material: `regularMaterial`.
  @inlinable public static var regularMaterial: Keyword { Keyword(.regularMaterial) }
  /// A material: `thickMaterial`.
  @inlinable public static var thickMaterial: Keyword { Keyword(.thickMaterial) }
  /// A material: `ultraThickMaterial`.
  @inlinable public static var ultraThickMaterial: Keyword { Keyword(.ultraThickMaterial) }
  /// A material: `bar`.
  @inlinable public static var bar: Keyword { Keyword(.bar) }
}
