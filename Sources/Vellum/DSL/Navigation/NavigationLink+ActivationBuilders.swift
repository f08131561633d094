/// The older activation forms of `NavigationLink` whose destination a closure builds (the last
/// forms before iOS 16's value links; deprecated, still in many apps).
extension NavigationLink {
  /// A link that pushes the destination a closure builds while `selection` is `tag`.
  ///
  /// ```swift
  /// NavigationLink(tag: recipe.id, selection: $selectedID) { RecipeView(recipe) } label: {
  ///   Text(recipe.title)
  /// }
  /// ```
  public init<V: Hashable>(
    tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination(), tag: tag, selection: selection, label: label)
  }
}

extension NavigationLink where Label == Text {
  /// A link titled with a literal that pushes the destination a closure builds while
  /// `isActive` is true.
  ///
  /// ```swift
  /// NavigationLink("Details", isActive: $showsDetail) { DetailView() }
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, isActive: Binding<Bool>,
    @ViewBuilder destination: () -> Destination
  ) {
    self.init(titleKey, destination: destination(), isActive: isActive)
  }

  /// A link titled with a string value that pushes the destination a closure builds while
  /// `isActive` is true.
  ///
  /// ```swift
  /// NavigationLink(item.title, isActive: $showsItem) { ItemView(item) }
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination
  ) {
    self.init(title, destination: destination(), isActive: isActive)
  }

  /// A link titled with a literal that pushes the destination a closure builds while
  /// `selection` is `tag`.
  ///
  /// ```swift
  /// NavigationLink("Settings", tag: Screen.settings, selection: $screen) { SettingsView() }
  /// ```
  public init<V: Hashable>(
    _ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>,
    @ViewBuilder destination: () -> Destination
  ) {
    self.init(titleKey, destination: destination(), tag: tag, selection: selection)
  }

  /// A link titled with a string value that pushes the destination a closure builds while
  /// `selection` is `tag`.
  ///
  /// ```swift
  /// NavigationLink(recipe.title, tag: recipe.id, selection: $selectedID) { RecipeView(recipe) }
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol, V: Hashable>(
    _ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
  ) {
    self.init(title, destination: destination(), tag: tag, selection: selection)
  }
}
