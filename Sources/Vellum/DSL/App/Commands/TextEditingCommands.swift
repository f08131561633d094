/// The standard commands for text editing commands (Find, spelling, substitutions).
///
/// ```swift
/// WindowGroup { ContentView() }.commands { TextEditingCommands() }
/// ```
public struct TextEditingCommands: Commands {
  /// The standard commands.
  ///
  /// ```swift
  /// TextEditingCommands()
  /// ```
  public init() {}

  /// Standard commands are primitive.
  public var body: Never { primitiveBody(Self.self) }
}
