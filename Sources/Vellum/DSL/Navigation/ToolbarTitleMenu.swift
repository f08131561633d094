/// The menu a navigation title opens: iOS draws a chevron after the title, and tapping the
/// title shows the menu's actions.
///
/// ```swift
/// .navigationTitle(document.name)
/// .toolbar {
///   ToolbarTitleMenu {
///     Button("Rename") { isRenaming = true }
///     Button("Duplicate") { duplicate() }
///   }
/// }
/// ```
public struct ToolbarTitleMenu<Content: View>: CustomizableToolbarContent {
  let content: Content

  /// A title menu of `content`'s actions.
  ///
  /// ```swift
  /// ToolbarTitleMenu { Button("Rename") { rename() } }
  /// ```
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A title menu whose actions a Mac infers from the app's commands; with no commands on
  /// iOS, it has no actions.
  ///
  /// ```swift
  /// ToolbarTitleMenu()
  /// ```
  public init() where Content == EmptyView {
    self.content = EmptyView()
  }

  /// A title menu is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension ToolbarTitleMenu: PrimitiveToolbarContent {
  /// A toolbar item at the title, holding a menu whose label is the title's chevron; a host
  /// opens it with `tap("Title Menu")`.
  package func makeView() -> any View {
    ToolbarItemView(
      placement: .titleMenu,
      content: Menu {
        content
      } label: {
        // Labelled twice: VoiceOver reads the menu's label, a host's `tap` finds the image's.
        Image(systemName: "chevron.down").accessibilityLabel("Title Menu")
      }
      .accessibilityLabel("Title Menu"))
  }
}

extension View {
  /// Gives the navigation title a menu of `content`'s actions.
  ///
  /// ```swift
  /// .navigationTitle("Notes")
  /// .toolbarTitleMenu { Button("Sort by Date") { sortByDate() } }
  /// ```
  public consuming func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
    toolbar { ToolbarTitleMenu(content: content) }
  }
}
