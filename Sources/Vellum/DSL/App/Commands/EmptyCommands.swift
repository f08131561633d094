/// No commands: what an empty `.commands { }` builds.
///
/// ```swift
/// .commands { EmptyCommands() }
/// ```
public struct EmptyCommands: Commands {
  /// No commands.
  ///
  /// ```swift
  /// EmptyCommands()
  /// ```
  public init() {}

  /// Empty commands are primitive.
  public var body: Never { primitiveBody(Self.self) }
}
