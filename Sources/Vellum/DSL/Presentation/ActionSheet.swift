/// An action sheet described as a value, the iOS 13 way: a title, a message and its buttons,
/// presented as a confirmation dialog from the bottom of the screen.
///
/// ```swift
/// .actionSheet(isPresented: $choosingPhoto) {
///   ActionSheet(title: Text("Add Photo"), buttons: [
///     .default(Text("Take Photo")) { takePhoto() },
///     .default(Text("Choose from Library")) { pick() },
///     .cancel(),
///   ])
/// }
/// ```
public struct ActionSheet {
  /// A button of an action sheet: an alert's.
  public typealias Button = Alert.Button

  /// The sheet, as the alert content it presents.
  let alert: Alert

  /// An action sheet with a title, an optional message and buttons (one Cancel button unless
  /// given).
  ///
  /// ```swift
  /// ActionSheet(title: Text("Sort By"), buttons: [.default(Text("Name")) { sortByName() }, .cancel()])
  /// ```
  public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
    alert = Alert(title: title, message: message, buttons: buttons)
  }
}

extension View {
  /// Presents the action sheet `content` makes while `isPresented` is true.
  ///
  /// ```swift
  /// .actionSheet(isPresented: $sorting) { ActionSheet(title: Text("Sort By")) }
  /// ```
  public consuming func actionSheet(
    isPresented: Binding<Bool>, content: @escaping () -> ActionSheet
  ) -> some View {
    presentation(.confirmationDialog, isPresented: isPresented, onDismiss: nil) {
      AlertView(alert: content().alert)
    }
  }

  /// Presents the action sheet `content` makes for `item` while it is not `nil`.
  ///
  /// ```swift
  /// .actionSheet(item: $photo) { photo in ActionSheet(title: Text(photo.name)) }
  /// ```
  public consuming func actionSheet<T: Identifiable>(
    item: Binding<T?>, content: @escaping (T) -> ActionSheet
  ) -> some View {
    presentation(.confirmationDialog, item: item, onDismiss: nil) {
      AlertView(alert: content($0).alert)
    }
  }
}
