extension View {
  /// Presents an alert with a title, actions and a message while `isPresented` is true.
  /// Tapping any of its buttons runs the button's action and dismisses the alert.
  ///
  /// ```swift
  /// .alert("Delete recipe?", isPresented: $confirming) {
  ///   Button("Delete", role: .destructive) { delete() }
  /// } message: {
  ///   Text("This cannot be undone.")
  /// }
  /// ```
  public consuming func alert<Actions: View, Message: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> Actions,
    @ViewBuilder message: @escaping () -> Message
  ) -> some View {
    presentation(
      .alert, attributes: [Attribute(.title, .string(title.plainText))],
      isPresented: isPresented, onDismiss: nil
    ) { AlertContent(actions: actions(), message: message()) }
  }

  /// Presents an alert titled with a literal.
  ///
  /// ```swift
  /// .alert("Saved", isPresented: $saved) { Button("OK") {} } message: { Text("Done.") }
  /// ```
  public consuming func alert<Actions: View, Message: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    @ViewBuilder actions: @escaping () -> Actions, @ViewBuilder message: @escaping () -> Message
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
  }

  /// Presents an alert titled with a string value.
  ///
  /// ```swift
  /// .alert(title, isPresented: $shown) { Button("OK") {} } message: { Text(detail) }
  /// ```
  public consuming func alert<S: StringProtocol, Actions: View, Message: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> Actions,
    @ViewBuilder message: @escaping () -> Message
  ) -> some View {
    alert(Text(title), isPresented: isPresented, actions: actions, message: message)
  }

  /// Presents an alert without a message.
  ///
  /// ```swift
  /// .alert("Saved", isPresented: $saved) { Button("OK") {} }
  /// ```
  public consuming func alert<Actions: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    @ViewBuilder actions: @escaping () -> Actions
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, actions: actions) { EmptyView() }
  }

  /// Presents an alert titled with a `Text`, without a message.
  ///
  /// ```swift
  /// .alert(Text("Saved").bold(), isPresented: $saved) { Button("OK") {} }
  /// ```
  public consuming func alert<Actions: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> Actions
  ) -> some View {
    alert(title, isPresented: isPresented, actions: actions) { EmptyView() }
  }

  /// Presents an alert titled with a string value, without a message.
  ///
  /// ```swift
  /// .alert(error.title, isPresented: $failed) { Button("OK") {} }
  /// ```
  public consuming func alert<S: StringProtocol, Actions: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> Actions
  ) -> some View {
    alert(Text(title), isPresented: isPresented, actions: actions) { EmptyView() }
  }

  /// Presents an alert about `data` while `isPresented` is true and `data` is not `nil`.
  ///
  /// ```swift
  /// .alert("Prime", isPresented: $shown, presenting: prime) { _ in
  ///   Button("OK") {}
  /// } message: { prime in
  ///   Text("The answer is \(prime)")
  /// }
  /// ```
  public func alert<T, Actions: View, Message: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> Actions, @ViewBuilder message: @escaping (T) -> Message
  ) -> some View {
    let presented = Binding(
      get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
    return presentation(
      .alert, attributes: [Attribute(.title, .string(titleKey.text))], isPresented: presented,
      onDismiss: nil
    ) { AlertContent(actions: actions(data!), message: message(data!)) }
  }

  /// Presents a confirmation dialog (an action sheet) while `isPresented` is true.
  ///
  /// ```swift
  /// .confirmationDialog("Delete recipe?", isPresented: $confirming) {
  ///   Button("Delete", role: .destructive) { delete() }
  /// }
  /// ```
  public consuming func confirmationDialog<Actions: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: @escaping () -> Actions
  ) -> some View {
    confirmationDialog(
      titleKey, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions
    ) { EmptyView() }
  }

  /// Presents a confirmation dialog with a message.
  ///
  /// ```swift
  /// .confirmationDialog("Delete?", isPresented: $shown, titleVisibility: .visible) {
  ///   Button("Delete", role: .destructive) { delete() }
  /// } message: { Text("This cannot be undone.") }
  /// ```
  public func confirmationDialog<Actions: View, Message: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: @escaping () -> Actions,
    @ViewBuilder message: @escaping () -> Message
  ) -> some View {
    var attributes: [Attribute] = []
    if titleVisibility != .hidden { attributes.append(Attribute(.title, .string(titleKey.text))) }
    return presentation(
      .confirmationDialog, attributes: attributes, isPresented: isPresented, onDismiss: nil
    ) { AlertContent(actions: DialogActions(actions: actions()), message: message()) }
  }
}

/// A dialog's actions with the Cancel button SwiftUI adds when none has the cancel role.
private struct DialogActions<Actions: View>: View {
  let actions: Actions

  var body: some View {
    actions
    Button("Cancel", role: .cancel) {}
  }
}
