/// Builds a scene's commands from command groups and menus.
///
/// ```swift
/// .commands {
///   SidebarCommands()
///   CommandMenu("Format") { Button("Bold") { bold() } }
/// }
/// ```
@resultBuilder
@MainActor
public enum CommandsBuilder {
  /// No commands.
  public static func buildBlock() -> EmptyCommands { EmptyCommands() }

  /// One command group as it is.
  public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }

  /// Several command groups.
  public static func buildBlock<each Content: Commands>(_ content: repeat each Content)
    -> some Commands
  {
    CommandsList()
  }

  /// A command group as it is.
  public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }

  /// Commands there only when a condition holds.
  public static func buildOptional<Content: Commands>(_ content: Content?) -> some Commands {
    CommandsList()
  }

  /// Commands inside `if #available`.
  public static func buildLimitedAvailability<Content: Commands>(_ content: Content)
    -> some Commands
  {
    CommandsList()
  }
}
