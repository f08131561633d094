import Foundation

extension View {
  /// Presents an alert about `data`, without a message, while `isPresented` is true and `data`
  /// is not `nil`.
  ///
  /// ```swift
  /// .alert("Delete \(file.name)?", isPresented: $confirming, presenting: file) { file in
  ///   Button("Delete", role: .destructive) { delete(file) }
  /// }
  /// ```
  public func alert<T, Actions: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> Actions
  ) -> some View {
    alert(titleKey, isPresented: isPresented, presenting: data, actions: actions) { _ in
      EmptyView()
    }
  }

  /// Presents an alert about `error` while `isPresented` is true and `error` is not `nil`,
  /// titled by the error's description, as SwiftUI titles it.
  ///
  /// ```swift
  /// .alert(isPresented: $failed, error: saveError) { Button("OK") {} }
  /// ```
  public func alert<E: LocalizedError, Actions: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> Actions
  ) -> some View {
    let actions = actions()
    return alert(isPresented: isPresented, error: error, actions: { _ in actions }) { _ in
      EmptyView()
    }
  }

  /// Presents an alert about `error` with a message made from it.
  ///
  /// ```swift
  /// .alert(isPresented: $failed, error: syncError) { _ in
  ///   Button("Retry") { sync() }
  /// } message: { error in
  ///   Text(error.recoverySuggestion ?? "Try again later.")
  /// }
  /// ```
  public func alert<E: LocalizedError, Actions: View, Message: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: @escaping (E) -> Actions,
    @ViewBuilder message: @escaping (E) -> Message
  ) -> some View {
    let title = error?.errorDescription ?? ""
    return alert(
      LocalizedStringKey(title), isPresented: isPresented, presenting: error, actions: actions,
      message: message)
  }

  /// Presents a confirmation dialog about `data` while `isPresented` is true and `data` is not
  /// `nil`.
  ///
  /// ```swift
  /// .confirmationDialog("Share", isPresented: $sharing, presenting: photo) { photo in
  ///   Button("Copy Link") { copy(photo) }
  /// }
  /// ```
  public func confirmationDialog<T, Actions: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> Actions
  ) -> some View {
    confirmationDialog(
      titleKey, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
      actions: actions
    ) { _ in EmptyView() }
  }

  /// Presents a confirmation dialog about `data` with a message made from it.
  ///
  /// ```swift
  /// .confirmationDialog("Remove?", isPresented: $removing, presenting: item) { item in
  ///   Button("Remove", role: .destructive) { remove(item) }
  /// } message: { item in Text("\(item.name) will be removed.") }
  /// ```
  public func confirmationDialog<T, Actions: View, Message: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> Actions, @ViewBuilder message: @escaping (T) -> Message
  ) -> some View {
    let presented = Binding(
      get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
    return confirmationDialog(
      titleKey, isPresented: presented, titleVisibility: titleVisibility,
      actions: { if let data { actions(data) } }, message: { if let data { message(data) } })
  }
}
