/// Modifiers for other platforms' and the system's conventions — type-to-select lists, the
/// "do not show again" toggle of a Mac dialog, a luminance mask, a window's event routing, a
/// container's shape — that do not change what a host's iPhone screen shows; accepted.
extension View {
  /// Sets the text typing selects this view by in a list (macOS); accepted.
  ///
  /// ```swift
  /// Row(item).typeSelectEquivalent(Text(item.name))
  /// ```
  public func typeSelectEquivalent(_ text: Text?) -> some View {
    self
  }

  /// Sets the literal typing selects this view by in a list (macOS); accepted.
  ///
  /// ```swift
  /// Row(item).typeSelectEquivalent("Inbox")
  /// ```
  public func typeSelectEquivalent(_ stringKey: LocalizedStringKey) -> some View {
    self
  }

  /// Sets the string typing selects this view by in a list (macOS); accepted.
  ///
  /// ```swift
  /// Row(item).typeSelectEquivalent(item.name)
  /// ```
  @_disfavoredOverload
  public func typeSelectEquivalent<S: StringProtocol>(_ string: S) -> some View {
    self
  }

  /// Adds a "Do not show again" toggle to the dialog this content is in (macOS); accepted.
  ///
  /// ```swift
  /// .confirmationDialog("Delete?", isPresented: $asking) { … }
  ///   .dialogSuppressionToggle(isSuppressed: $neverAsk)
  /// ```
  public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View {
    self
  }

  /// Adds a suppression toggle titled `label` to the dialog this content is in; accepted.
  ///
  /// ```swift
  /// .dialogSuppressionToggle(Text("Never ask"), isSuppressed: $neverAsk)
  /// ```
  public func dialogSuppressionToggle(_ label: Text, isSuppressed: Binding<Bool>) -> some View {
    self
  }

  /// Adds a suppression toggle titled by a literal; accepted.
  ///
  /// ```swift
  /// .dialogSuppressionToggle("Never ask", isSuppressed: $neverAsk)
  /// ```
  public func dialogSuppressionToggle(_ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>)
    -> some View
  {
    self
  }

  /// Adds a suppression toggle titled by a string value; accepted.
  ///
  /// ```swift
  /// .dialogSuppressionToggle(title, isSuppressed: $neverAsk)
  /// ```
  @_disfavoredOverload
  public func dialogSuppressionToggle<S: StringProtocol>(_ title: S, isSuppressed: Binding<Bool>)
    -> some View
  {
    self
  }

  /// Turns the view's luminance into its opacity, for masks; accepted (renderings draw the
  /// view as it is).
  ///
  /// ```swift
  /// Gradient().luminanceToAlpha()
  /// ```
  public func luminanceToAlpha() -> some View {
    self
  }

  /// Sets the shape `ContainerRelativeShape` takes inside this view; accepted (it is the
  /// view's rectangle in every rendering).
  ///
  /// ```swift
  /// Card().containerShape(RoundedRectangle(cornerRadius: 20))
  /// ```
  public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
    self
  }

  /// Says which external events (URLs, activities) this view's window prefers and allows;
  /// accepted (a host has one window).
  ///
  /// ```swift
  /// DocumentView().handlesExternalEvents(preferring: ["doc"], allowing: ["*"])
  /// ```
  public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View {
    self
  }
}
