/// The standard commands for the Format menu's font and text commands.
///
/// ```swift
/// WindowGroup { ContentView() }.commands { TextFormattingCommands() }
/// ```
public struct TextFormattingCommands: Commands {
  /// The standard commands.
  ///
  /// ```swift
  /// TextFormattingCommands()
  /// ```
  public init() {}

  /// Standard commands are primitive.
  public var body: Never { primitiveBody(Self.self) }
}
