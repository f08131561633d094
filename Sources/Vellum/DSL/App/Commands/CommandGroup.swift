/// Commands placed before, after or instead of a group of the standard menus.
///
/// ```swift
/// CommandGroup(replacing: .newItem) { Button("New Recipe") { newRecipe() } }
/// ```
public struct CommandGroup<Content: View>: Commands {
  let placement: CommandGroupPlacement
  let addition: Content

  /// Commands placed before `group`.
  ///
  /// ```swift
  /// CommandGroup(before: .help) { Button("Tips") {} }
  /// ```
  public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    placement = group
    self.addition = addition()
  }

  /// Commands placed after `group`.
  ///
  /// ```swift
  /// CommandGroup(after: .newItem) { Button("Duplicate") {} }
  /// ```
  public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    placement = group
    self.addition = addition()
  }

  /// Commands in place of `group`.
  ///
  /// ```swift
  /// CommandGroup(replacing: .appInfo) { Button("About Recipes") {} }
  /// ```
  public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    placement = group
    self.addition = addition()
  }

  /// A command group is primitive.
  public var body: Never { primitiveBody(Self.self) }
}
