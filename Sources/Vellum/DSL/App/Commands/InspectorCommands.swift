/// The standard commands for the View menu's Show and Hide Inspector item.
///
/// ```swift
/// WindowGroup { ContentView() }.commands { InspectorCommands() }
/// ```
public struct InspectorCommands: Commands {
  /// The standard commands.
  ///
  /// ```swift
  /// InspectorCommands()
  /// ```
  public init() {}

  /// Standard commands are primitive.
  public var body: Never { primitiveBody(Self.self) }
}
