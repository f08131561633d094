/// Items for a toolbar or navigation bar: `ToolbarItem`s, `ToolbarItemGroup`s, or your own type
/// whose `body` is made of them.
///
/// ```swift
/// struct RecipeDetailToolbar: ToolbarContent {
///   var body: some ToolbarContent {
///     ToolbarItem(placement: .navigationBarTrailing) { Button("Edit") { edit() } }
///   }
/// }
/// ```
@MainActor
@preconcurrency
public protocol ToolbarContent {
  /// The type of the content's body.
  associatedtype Body: ToolbarContent
  /// The items.
  @ToolbarContentBuilder var body: Body { get }
}

extension Never: ToolbarContent {}

/// Toolbar content Vellum turns into views directly.
@MainActor
package protocol PrimitiveToolbarContent {
  /// The items as views.
  func makeView() -> any View
}

/// One toolbar item at a placement.
///
/// ```swift
/// ToolbarItem(placement: .navigationBarTrailing) {
///   Button { add() } label: { Image(systemName: "plus") }
/// }
/// ```
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  /// An item at `placement` (chosen by the system when `automatic`).
  ///
  /// ```swift
  /// ToolbarItem(placement: .principal) { Text("Title") }
  /// ```
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
  where ID == () {
    self.placement = placement
    self.content = content()
  }

  /// An item is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension ToolbarItem: PrimitiveToolbarContent {
  package func makeView() -> any View {
    ToolbarItemView(placement: placement, content: content)
  }
}

/// Several toolbar items at one placement.
///
/// ```swift
/// ToolbarItemGroup(placement: .bottomBar) { Button("A") {}; Button("B") {} }
/// ```
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  /// A group at `placement`.
  ///
  /// ```swift
  /// ToolbarItemGroup { Button("Edit") {} }
  /// ```
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  /// A group is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension ToolbarItemGroup: PrimitiveToolbarContent {
  package func makeView() -> any View {
    ToolbarItemView(placement: placement, content: content)
  }
}

/// Where a toolbar item goes.
///
/// ```swift
/// ToolbarItem(placement: .navigationBarLeading) { Button("Cancel") {} }
/// ```
public struct ToolbarItemPlacement: Hashable, Sendable {
  /// The placement's name.
  package let name: String

  /// The system decides (the trailing end of the navigation bar).
  public static let automatic = ToolbarItemPlacement(name: "automatic")
  /// The center of the navigation bar, instead of the title.
  public static let principal = ToolbarItemPlacement(name: "principal")
  /// The leading end, for navigation.
  public static let navigation = ToolbarItemPlacement(name: "navigation")
  /// The primary action (trailing).
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
  /// A secondary action (trailing).
  public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
  /// Status information (bottom).
  public static let status = ToolbarItemPlacement(name: "status")
  /// The confirming action of a modal (trailing).
  public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
  /// The cancelling action of a modal (leading).
  public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
  /// A destructive action of a modal (trailing).
  public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
  /// The leading end of the navigation bar.
  public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
  /// The trailing end of the navigation bar.
  public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
  /// The leading end of the top bar.
  public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
  /// The trailing end of the top bar.
  public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
  /// The bottom toolbar.
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
  /// Above the keyboard.
  public static let keyboard = ToolbarItemPlacement(name: "keyboard")

  /// Where renderers put an item: `leading`, `principal`, `trailing` or `bottom`.
  package var side: String {
    switch name {
    case "navigationBarLeading", "topBarLeading", "cancellationAction", "navigation": "leading"
    case "principal": "principal"
    case "bottomBar", "status", "keyboard": "bottom"
    default: "trailing"
    }
  }
}

/// A toolbar item's node, recording its placement.
struct ToolbarItemView<Content: View>: View, PrimitiveView {
  let placement: ToolbarItemPlacement
  let content: Content

  var body: Never { primitiveBody(Self.self) }

  func update(_ record: GraphNode) {
    record.element(
      .toolbarItem,
      [Attribute(.placement, .name(placement.name)), Attribute(.side, .name(placement.side))],
      content: content)
  }
}
