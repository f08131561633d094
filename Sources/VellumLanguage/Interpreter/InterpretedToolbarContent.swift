import Vellum

/// Toolbar content a file declares (`struct DetailToolbar: ToolbarContent { … var body: some
/// ToolbarContent { ToolbarItem { … } } }`): its properties, bindings and `@State` kept as a
/// view's are, and its body's items built by the interpreter.
///
/// ```swift
/// .toolbar { DetailToolbar(recipe: $recipe) }
/// ```
struct InterpretedToolbarContent: ToolbarContent {
  /// The declaration, made with its arguments as a view would be.
  let made: InterpretedView
  @State var storage: InterpretedView.Storage
  @Environment(\.dismiss) var dismissAction
  @Environment(\.interpretedObjects) var environmentObjects
  @Environment(\.interpretedValues) var environmentValues
  @Environment(\.defaultAppStorage) var appStorage
  @Environment(\.sceneStorage) var sceneStorage
  @Environment(\.dynamicTypeSize) var dynamicTypeSize

  init(_ made: InterpretedView) {
    self.made = made
    _storage = State(initialValue: InterpretedView.Storage(values: made.initialState))
  }

  /// The items, built with the content's own state and environment.
  var body: some ToolbarContent {
    let linked = made.sharing(
      storage: _storage, dismiss: _dismissAction, objects: _environmentObjects,
      values: _environmentValues,
      stores: (app: _appStorage, scene: _sceneStorage, typeSize: _dynamicTypeSize))
    return Evaluator(program: made.program, view: linked).toolbarBody()
  }
}
