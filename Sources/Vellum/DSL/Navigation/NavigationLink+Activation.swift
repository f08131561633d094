/// SwiftUI's older forms of `NavigationLink` (deprecated since iOS 16, still in many apps): a
/// flag or a selection decides whether the destination is pushed. Tapping the link sets the flag
/// (or selects the tag); setting it from code pushes; popping the screen clears it.
extension NavigationLink {
  /// A link that pushes `destination` while `isActive` is true.
  ///
  /// ```swift
  /// NavigationLink(destination: DetailView(), isActive: $showsDetail) { Text("Details") }
  /// ```
  public init(
    destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    push = { _ in isActive.wrappedValue = true }
    activation = (isActive, AnyView(destination))
  }

  /// A link that pushes the destination a closure builds while `isActive` is true.
  ///
  /// ```swift
  /// NavigationLink(isActive: $showsDetail) { DetailView() } label: { Text("Details") }
  /// ```
  public init(
    isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination(), isActive: isActive, label: label)
  }

  /// A link that pushes `destination` while `selection` is `tag`.
  ///
  /// ```swift
  /// NavigationLink(destination: RecipeView(recipe), tag: recipe.id, selection: $selectedID) {
  ///   Text(recipe.title)
  /// }
  /// ```
  public init<V: Hashable>(
    destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
  ) {
    let isActive = Binding<Bool>(
      get: { selection.wrappedValue == tag },
      set: { isOn in
        if isOn {
          selection.wrappedValue = tag
        } else if selection.wrappedValue == tag {
          selection.wrappedValue = nil
        }
      })
    self.init(destination: destination, isActive: isActive, label: label)
  }
}

extension NavigationLink where Label == Text {
  /// A link titled with a literal that pushes `destination` while `isActive` is true.
  ///
  /// ```swift
  /// NavigationLink("Details", destination: DetailView(), isActive: $showsDetail)
  /// ```
  public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination, isActive: isActive) { Text(titleKey) }
  }

  /// A link titled with a string value that pushes `destination` while `isActive` is true.
  ///
  /// ```swift
  /// NavigationLink(item.title, destination: ItemView(item), isActive: $showsItem)
  /// ```
  ///
  /// Disfavored, as in SwiftUI, so a literal title takes the `LocalizedStringKey` form.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination, isActive: isActive) { Text(title) }
  }

  /// A link titled with a literal that pushes `destination` while `selection` is `tag`.
  ///
  /// ```swift
  /// NavigationLink("Settings", destination: SettingsView(), tag: Screen.settings, selection: $screen)
  /// ```
  public init<V: Hashable>(
    _ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>
  ) {
    self.init(destination: destination, tag: tag, selection: selection) { Text(titleKey) }
  }

  /// A link titled with a string value that pushes `destination` while `selection` is `tag`.
  ///
  /// ```swift
  /// NavigationLink(recipe.title, destination: RecipeView(recipe), tag: recipe.id, selection: $selectedID)
  /// ```
  public init<S: StringProtocol, V: Hashable>(
    _ title: S, destination: Destination, tag: V, selection: Binding<V?>
  ) {
    self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
  }
}
