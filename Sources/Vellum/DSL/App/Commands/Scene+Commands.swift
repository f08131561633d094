extension Scene {
  /// Adds `content` to the menu bar while this scene is active. No effect on the iPhone Vellum
  /// renders, which has no menu bar.
  ///
  /// ```swift
  /// WindowGroup { ContentView() }.commands { SidebarCommands() }
  /// ```
  public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
    self
  }

  /// Removes the scene's standard commands from the menu bar; no effect on the iPhone.
  ///
  /// ```swift
  /// Window("Inspector", id: "inspector") { InspectorView() }.commandsRemoved()
  /// ```
  public func commandsRemoved() -> some Scene { self }

  /// Replaces the scene's standard commands with `content`; no effect on the iPhone.
  ///
  /// ```swift
  /// WindowGroup { ContentView() }.commandsReplaced { CommandMenu("File") {} }
  /// ```
  public func commandsReplaced<Content: Commands>(@CommandsBuilder content: () -> Content)
    -> some Scene
  {
    self
  }
}
