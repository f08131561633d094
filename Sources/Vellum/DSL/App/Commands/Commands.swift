/// Menu commands a scene adds to the menu bar (macOS, iPadOS with a keyboard). An iPhone has
/// no menu bar, so on the iOS idiom Vellum renders commands are accepted and never shown;
/// their key equivalents have nothing to be pressed on.
///
/// ```swift
/// struct EditorCommands: Commands {
///   var body: some Commands {
///     CommandMenu("Format") { Button("Bold") { bold() } }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol Commands {
  /// The commands these commands are made of.
  associatedtype Body: Commands

  /// The commands these commands are made of.
  @CommandsBuilder var body: Body { get }
}

extension Never: Commands {}

/// Commands the builder groups: nothing a host shows.
struct CommandsList: Commands {
  var body: Never { primitiveBody(Self.self) }
}
