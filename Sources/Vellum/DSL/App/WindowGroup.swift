/// A scene of windows that all show the same content; the first screen of most apps.
///
/// ```swift
/// WindowGroup { ContentView() }
/// WindowGroup("Recipes", id: "main") { ContentView() }
/// ```
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
  let content: () -> Content

  /// A window group showing `content`.
  ///
  /// ```swift
  /// WindowGroup { ContentView() }
  /// ```
  public init(@ViewBuilder content: @escaping () -> Content) {
    self.init(title: nil, id: nil, content: content)
  }

  /// A window group with an identifier, for `openWindow(id:)`.
  ///
  /// ```swift
  /// WindowGroup(id: "viewer") { ViewerView() }
  /// ```
  public init(id: String, @ViewBuilder content: @escaping () -> Content) {
    self.init(title: nil, id: id, content: content)
  }

  /// A titled window group.
  ///
  /// ```swift
  /// WindowGroup(Text("Recipes")) { ContentView() }
  /// ```
  public init(_ title: Text, @ViewBuilder content: @escaping () -> Content) {
    self.init(title: title, id: nil, content: content)
  }

  /// A window group titled with a literal.
  ///
  /// ```swift
  /// WindowGroup("Recipes") { ContentView() }
  /// ```
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
    self.init(title: Text(titleKey), id: nil, content: content)
  }

  /// A window group titled with a string value.
  ///
  /// ```swift
  /// WindowGroup(appName) { ContentView() }
  /// ```
  ///
  /// Disfavored, as in SwiftUI, so a literal title takes the `LocalizedStringKey` form.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
    self.init(title: Text(title), id: nil, content: content)
  }

  /// A titled window group with an identifier.
  ///
  /// ```swift
  /// WindowGroup(Text("Viewer"), id: "viewer") { ViewerView() }
  /// ```
  public init(_ title: Text, id: String, @ViewBuilder content: @escaping () -> Content) {
    self.init(title: title, id: id, content: content)
  }

  /// A window group titled with a literal, with an identifier.
  ///
  /// ```swift
  /// WindowGroup("Viewer", id: "viewer") { ViewerView() }
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(title: Text(titleKey), id: id, content: content)
  }

  /// A window group titled with a string value, with an identifier.
  ///
  /// ```swift
  /// WindowGroup(name, id: "viewer") { ViewerView() }
  /// ```
  ///
  /// Disfavored, as in SwiftUI, so a literal title takes the `LocalizedStringKey` form.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, id: String, @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(title: Text(title), id: id, content: content)
  }

  /// Titles and identifiers name windows on the Mac and for `openWindow(id:)`; a host shows
  /// only the first window's content, so they are accepted and not kept.
  private init(title: Text?, id: String?, content: @escaping () -> Content) {
    self.content = content
  }

  /// A window group is primitive.
  public var body: Never { primitiveBody(Self.self) }

  package var firstWindow: AnyView? { AnyView(content()) }
}

extension WindowGroup {
  /// A window group whose windows each present a value of `type`; the first window a host shows
  /// presents no value (`nil`), as a freshly opened window does.
  ///
  /// ```swift
  /// WindowGroup(for: Recipe.ID.self) { $recipeID in RecipeWindow(id: recipeID) }
  /// ```
  public init<D: Codable & Hashable, C: View>(
    for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: nil, id: nil, presenting: content)
  }

  /// A window group whose windows each present a value of `type`, starting from `defaultValue`.
  ///
  /// ```swift
  /// WindowGroup(for: Note.ID.self) { $id in NoteView(id: id) } defaultValue: { Note.ID() }
  /// ```
  public init<D: Codable & Hashable, C: View>(
    for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> C,
    defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: nil, id: nil, presenting: content, defaultValue: defaultValue)
  }

  /// A titled window group whose windows each present a value of `type`.
  ///
  /// ```swift
  /// WindowGroup("Recipe", for: Recipe.ID.self) { $id in RecipeWindow(id: id) }
  /// ```
  public init<D: Codable & Hashable, C: View>(
    _ titleKey: LocalizedStringKey, for type: D.Type,
    @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: Text(titleKey), id: nil, presenting: content)
  }

  /// A titled window group whose windows each present a value of `type`, starting from
  /// `defaultValue`.
  ///
  /// ```swift
  /// WindowGroup("Note", for: Note.ID.self) { $id in NoteView(id: id) } defaultValue: { Note.ID() }
  /// ```
  public init<D: Codable & Hashable, C: View>(
    _ titleKey: LocalizedStringKey, for type: D.Type,
    @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: Text(titleKey), id: nil, presenting: content, defaultValue: defaultValue)
  }

  /// A window group identified by `id` whose windows each present a value of `type`.
  ///
  /// ```swift
  /// WindowGroup(id: "recipe", for: Recipe.ID.self) { $id in RecipeWindow(id: id) }
  /// ```
  public init<D: Codable & Hashable, C: View>(
    id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: nil, id: id, presenting: content)
  }

  /// A window group identified by `id` whose windows each present a value of `type`, starting
  /// from `defaultValue`.
  ///
  /// ```swift
  /// WindowGroup(id: "note", for: Note.ID.self) { $id in NoteView(id: id) } defaultValue: { Note.ID() }
  /// ```
  public init<D: Codable & Hashable, C: View>(
    id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> C,
    defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: nil, id: id, presenting: content, defaultValue: defaultValue)
  }

  /// A titled window group identified by `id` whose windows each present a value of `type`.
  ///
  /// ```swift
  /// WindowGroup("Recipe", id: "recipe", for: Recipe.ID.self) { $id in RecipeWindow(id: id) }
  /// ```
  public init<D: Codable & Hashable, C: View>(
    _ titleKey: LocalizedStringKey, id: String, for type: D.Type,
    @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: Text(titleKey), id: id, presenting: content)
  }

  /// A titled window group identified by `id` whose windows each present a value of `type`,
  /// starting from `defaultValue`.
  ///
  /// ```swift
  /// WindowGroup("Note", id: "note", for: Note.ID.self) { $id in NoteView(id: id) } defaultValue: {
  ///   Note.ID()
  /// }
  /// ```
  public init<D: Codable & Hashable, C: View>(
    _ titleKey: LocalizedStringKey, id: String, for type: D.Type,
    @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: Text(titleKey), id: id, presenting: content, defaultValue: defaultValue)
  }

  /// Windows presenting an optional value, the first presenting none.
  private init<D: Codable & Hashable, C: View>(
    title: Text?, id: String?, presenting content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: title, id: id) { PresentedWindowContent(content: content, value: nil) }
  }

  /// Windows presenting a value, the first presenting `defaultValue`.
  private init<D: Codable & Hashable, C: View>(
    title: Text?, id: String?, presenting content: @escaping (Binding<D>) -> C,
    defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: title, id: id) {
      PresentedWindowContent(
        content: { content($0.unwrapped(default: defaultValue())) }, value: defaultValue())
    }
  }
}

extension Binding {
  /// A binding to a non-optional value through an optional one, reading `fallback` for `nil`.
  @MainActor fileprivate func unwrapped<Wrapped>(
    default fallback: @autoclosure @escaping () -> Wrapped
  )
    -> Binding<Wrapped> where Value == Wrapped?
  {
    Binding<Wrapped>(get: { wrappedValue ?? fallback() }, set: { wrappedValue = $0 })
  }
}
