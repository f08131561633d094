/// A menu of commands of its own in the menu bar.
///
/// ```swift
/// CommandMenu("Format") { Button("Bold") { bold() } }
/// ```
public struct CommandMenu<Content: View>: Commands {
  let name: Text
  let content: Content

  /// A menu named `name`.
  ///
  /// ```swift
  /// CommandMenu(Text("Format")) { Button("Bold") {} }
  /// ```
  public init(_ name: Text, @ViewBuilder content: () -> Content) {
    self.name = name
    self.content = content()
  }

  /// A menu named with a localized key.
  ///
  /// ```swift
  /// CommandMenu("Format") { Button("Bold") {} }
  /// ```
  public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(Text(nameKey), content: content)
  }

  /// A menu named with a string.
  ///
  /// ```swift
  /// CommandMenu(menuTitle) { Button("Bold") {} }
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
    self.init(Text(name), content: content)
  }

  /// A command menu is primitive.
  public var body: Never { primitiveBody(Self.self) }
}
