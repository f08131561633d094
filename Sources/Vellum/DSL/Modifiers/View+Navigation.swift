extension View {
  /// Sets the title shown in the navigation bar while this view is on screen.
  ///
  /// ```swift
  /// List { rows }.navigationTitle("Favorite Primes")
  /// ```
  public consuming func navigationTitle(_ title: Text) -> some View {
    modifier(AttributesModifier(Attribute(.navigationTitle, .string(title.plainText))))
  }

  /// Sets the navigation title from a literal.
  ///
  /// ```swift
  /// .navigationTitle("Recipes")
  /// ```
  public consuming func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationTitle(Text(titleKey))
  }

  /// Sets the navigation title from a string value.
  ///
  /// ```swift
  /// .navigationTitle(recipe.title)
  /// ```
  public consuming func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(Text(title))
  }

  /// Sets the navigation title (the iOS 13 spelling).
  ///
  /// ```swift
  /// .navigationBarTitle(Text("Favorite Primes"))
  /// ```
  public consuming func navigationBarTitle(_ title: Text) -> some View {
    navigationTitle(title)
  }

  /// Sets the navigation title from a literal (the iOS 13 spelling).
  ///
  /// ```swift
  /// .navigationBarTitle("Counter")
  /// ```
  public consuming func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationTitle(Text(titleKey))
  }

  /// Sets the navigation title and how it is displayed (the iOS 13 spelling).
  ///
  /// ```swift
  /// .navigationBarTitle(Text("Counter"), displayMode: .inline)
  /// ```
  public consuming func navigationBarTitle(
    _ title: Text, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }

  /// Chooses a large or inline navigation title.
  ///
  /// ```swift
  /// .navigationBarTitleDisplayMode(.inline)
  /// ```
  public consuming func navigationBarTitleDisplayMode(
    _ displayMode: NavigationBarItem.TitleDisplayMode
  )
    -> some View
  {
    modifier(
      AttributesModifier(
        Attribute(.navigationBarTitleDisplayMode, .name(Keyword(rawValue: displayMode.rawValue)))))
  }
}
