/// A row or button that pushes a screen: a destination view, or a value resolved by
/// `navigationDestination(for:)`.
///
/// ```swift
/// NavigationLink(destination: FavoritePrimes(state: state)) { Text("Favorite primes") }
/// NavigationLink("Details", value: recipe.id)
/// ```
public struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label
  let push: @MainActor (NavigationModel) -> Void
  /// For the `isActive:` and `tag:selection:` forms: the flag that pushes `destination` while
  /// it is true (tapping the link sets it).
  var activation: (isActive: Binding<Bool>, destination: AnyView)?

  /// A link to a destination view.
  ///
  /// ```swift
  /// NavigationLink(destination: CounterView(state: state)) { Text("Counter demo") }
  /// ```
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    push = { $0.push(view: AnyView(destination)) }
  }

  /// A link to a destination built by a closure.
  ///
  /// ```swift
  /// NavigationLink { DetailView() } label: { Text("Details") }
  /// ```
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.init(destination: destination(), label: label)
  }

  /// A link is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension NavigationLink where Label == Text {
  /// A link titled with a literal.
  ///
  /// ```swift
  /// NavigationLink("Favorite primes", destination: FavoritePrimes(state: state))
  /// ```
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link titled with a string value.
  ///
  /// ```swift
  /// NavigationLink(recipe.title, destination: DetailView(recipe: recipe))
  /// ```
  ///
  /// Disfavored, as in SwiftUI, so a literal title takes the `LocalizedStringKey` form.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: destination) { Text(title) }
  }
}

extension NavigationLink where Label == Text {
  /// A link titled with a literal that pushes the view `destination` builds.
  ///
  /// ```swift
  /// NavigationLink("Settings") { SettingsView() }
  /// ```
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(titleKey, destination: destination())
  }

  /// A link titled with a string value that pushes the view `destination` builds.
  ///
  /// ```swift
  /// NavigationLink(recipe.title) { RecipeDetail(recipe: recipe) }
  /// ```
  ///
  /// Disfavored, as in SwiftUI, so a literal title takes the `LocalizedStringKey` form.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(title, destination: destination())
  }
}

extension NavigationLink where Destination == Never {
  /// A link that pushes `value`; a `navigationDestination(for:)` in the stack shows it.
  ///
  /// ```swift
  /// NavigationLink(value: recipe.id) { Text(recipe.title) }
  /// ```
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    push = { model in if let value { model.push(value: AnyHashable(value)) } }
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// A link titled with a literal that pushes `value`.
  ///
  /// ```swift
  /// NavigationLink("Details", value: recipe.id)
  /// ```
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.init(value: value) { Text(titleKey) }
  }

  /// A link titled with a string value that pushes `value`.
  ///
  /// ```swift
  /// NavigationLink(recipe.title, value: recipe.id)
  /// ```
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value) { Text(title) }
  }
}

extension View {
  /// Shows `destination` for values of `data` pushed onto the enclosing stack.
  ///
  /// ```swift
  /// .navigationDestination(for: Int.self) { CounterView(count: $0) }
  /// ```
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(
      DestinationRegistration(register: { model in
        model.destinations[ObjectIdentifier(D.self)] = { value in
          AnyView(destination(value.base as! D))
        }
      }))
  }

  /// Pushes `destination` while `isPresented` is true; popping it sets `isPresented` to false.
  ///
  /// ```swift
  /// .navigationDestination(isPresented: $showsDetail) { DetailView() }
  /// ```
  public consuming func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View {
    modifier(PresentedDestination(isPresented: isPresented, destination: AnyView(destination())))
  }

  /// Pushes the destination for `item` while it is not `nil`; popping it sets `item` to `nil`.
  ///
  /// ```swift
  /// .navigationDestination(item: $selectedRecipe) { recipe in RecipeDetail(recipe) }
  /// ```
  public consuming func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    let isPresented = Binding(
      get: { item.wrappedValue != nil },
      set: { presented in if !presented { item.wrappedValue = nil } })
    return navigationDestination(isPresented: isPresented) {
      if let value = item.wrappedValue { destination(value) }
    }
  }
}

/// Shows or withdraws a `navigationDestination(isPresented:)` screen after an update pass.
@MainActor
final class DestinationChange {
  let navigation: NavigationModel
  let key: ObjectIdentifier
  let isPresented: Binding<Bool>
  let destination: AnyView

  init(
    navigation: NavigationModel, key: ObjectIdentifier, isPresented: Binding<Bool>,
    destination: AnyView
  ) {
    self.navigation = navigation
    self.key = key
    self.isPresented = isPresented
    self.destination = destination
  }

  func present() {
    let isPresented = isPresented
    navigation.present(key, view: destination) { isPresented.wrappedValue = false }
  }

  func withdraw() { navigation.withdraw(key) }
}
