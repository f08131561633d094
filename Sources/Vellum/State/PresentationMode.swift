/// Whether a view is presented, and how to dismiss it: the form of `dismiss` and
/// `isPresented` from before iOS 15, which shipped code still reads.
///
/// ```swift
/// @Environment(\.presentationMode) private var presentationMode
/// Button("Close") { presentationMode.wrappedValue.dismiss() }
/// ```
public struct PresentationMode {
  /// Whether the view is presented: in a sheet, cover, popover or pushed screen.
  public let isPresented: Bool
  private let dismissAction: DismissAction

  init(isPresented: Bool, dismiss: DismissAction) {
    self.isPresented = isPresented
    dismissAction = dismiss
  }

  /// Dismisses the view if it is presented, as `dismiss` does.
  ///
  /// ```swift
  /// presentationMode.wrappedValue.dismiss()
  /// ```
  @MainActor public mutating func dismiss() {
    guard isPresented else { return }
    dismissAction()
  }
}

extension EnvironmentValues {
  /// A binding to the view's presentation mode, made from ``isPresented`` and ``dismiss``.
  ///
  /// ```swift
  /// @Environment(\.presentationMode) private var presentationMode
  /// ```
  public var presentationMode: Binding<PresentationMode> {
    let mode = PresentationMode(isPresented: isPresented, dismiss: dismiss)
    return Binding(get: { mode }, set: { _ in })
  }
}
