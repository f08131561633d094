/// A button that starts renaming: "Rename" with a pencil, running the `renameAction` set
/// around it (focusing a field, or the app's action). Without one it does nothing, as in
/// SwiftUI.
///
/// ```swift
/// TextField("Name", text: $name).focused($isRenaming)
///   .toolbar { RenameButton() }
///   .renameAction($isRenaming)
/// ```
public struct RenameButton<Label: View>: View {
  @Environment(\.rename) private var rename

  /// "Rename", running the environment's rename action.
  public var body: some View {
    Button {
      rename?()
    } label: {
      Vellum.Label("Rename", systemImage: "pencil")
    }
  }
}

extension RenameButton where Label == Vellum.Label<Text, Image> {
  /// A rename button.
  ///
  /// ```swift
  /// RenameButton()
  /// ```
  public init() {}
}

extension EnvironmentValues {
  /// The rename action set by `renameAction` around this view, if any.
  ///
  /// ```swift
  /// @Environment(\.rename) private var rename
  /// ```
  public var rename: RenameAction? {
    get { self[RenameActionKey.self] }
    set { self[RenameActionKey.self] = newValue }
  }
}

private enum RenameActionKey: EnvironmentKey {
  static var defaultValue: RenameAction? { nil }
}

extension View {
  /// Renames by focusing the field bound to `isFocused` when a `RenameButton` is tapped.
  ///
  /// ```swift
  /// .renameAction($isRenaming)
  /// ```
  public consuming func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
    environment(\.rename, RenameAction { isFocused.wrappedValue = true })
  }

  /// Runs `action` when a `RenameButton` is tapped.
  ///
  /// ```swift
  /// .renameAction { isEditingTitle = true }
  /// ```
  public consuming func renameAction(_ action: @escaping @MainActor () -> Void) -> some View {
    environment(\.rename, RenameAction(action: action))
  }
}
