/// The standard commands for the View menu's Show and Hide Sidebar item.
///
/// ```swift
/// WindowGroup { ContentView() }.commands { SidebarCommands() }
/// ```
public struct SidebarCommands: Commands {
  /// The standard commands.
  ///
  /// ```swift
  /// SidebarCommands()
  /// ```
  public init() {}

  /// Standard commands are primitive.
  public var body: Never { primitiveBody(Self.self) }
}
