/// The standard commands for the View menu's toolbar items.
///
/// ```swift
/// WindowGroup { ContentView() }.commands { ToolbarCommands() }
/// ```
public struct ToolbarCommands: Commands {
  /// The standard commands.
  ///
  /// ```swift
  /// ToolbarCommands()
  /// ```
  public init() {}

  /// Standard commands are primitive.
  public var body: Never { primitiveBody(Self.self) }
}
