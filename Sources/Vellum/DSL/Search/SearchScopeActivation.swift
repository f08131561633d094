/// When a search's scope picker appears.
///
/// ```swift
/// .searchScopes($scope, activation: .onTextEntry) { Text("All").tag(Scope.all) }
/// ```
public struct SearchScopeActivation: Hashable, Sendable {
  private let name: String

  /// The platform's choice: on iOS, while the search is active.
  public static let automatic = Self(name: "automatic")
  /// Once something is typed into the search field.
  public static let onTextEntry = Self(name: "onTextEntry")
  /// As soon as the search field is presented.
  public static let onSearchPresentation = Self(name: "onSearchPresentation")
}

extension View {
  /// Shows a scope picker bound to `scope` under the search field of the `searchable` view
  /// inside, appearing as `activation` says: `onTextEntry` waits for text in the field, the
  /// others show it while the search is active.
  ///
  /// ```swift
  /// .searchable(text: $query).searchScopes($scope, activation: .onTextEntry) {
  ///   Text("All").tag(Scope.all); Text("Favorites").tag(Scope.favorites)
  /// }
  /// ```
  public func searchScopes<V: Hashable, S: View>(
    _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
  ) -> some View {
    searchScopes(scope, scopes: scopes)
      .transformEnvironment(\.self) { $0.searchExtras.scopeActivation = activation }
  }
}
