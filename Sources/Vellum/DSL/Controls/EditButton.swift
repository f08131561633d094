extension EnvironmentValues {
  /// The edit mode of the views here: each host keeps one, which `EditButton` flips.
  ///
  /// ```swift
  /// List { … }.environment(\.editMode, $mode)
  /// ```
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
}

private enum EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { nil }
}

/// A button that puts the views around it into edit mode and out again: "Edit", then "Done".
///
/// ```swift
/// .toolbar { EditButton() }
/// ```
public struct EditButton: View {
  @Environment(\.editMode) private var editMode

  /// An edit button.
  ///
  /// ```swift
  /// EditButton()
  /// ```
  public init() {}

  /// "Edit" or "Done", flipping the edit mode.
  public var body: some View {
    let isEditing = editMode?.wrappedValue.isEditing == true
    Button(isEditing ? "Done" : "Edit") {
      editMode?.wrappedValue = isEditing ? .inactive : .active
    }
    .bold(isEditing)
  }
}
