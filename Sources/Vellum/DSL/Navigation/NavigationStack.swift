/// A stack of screens: the root, and the screens pushed by links or by the path above it. The
/// navigation bar shows the top screen's title, a back button and its toolbar.
///
/// ```swift
/// NavigationStack {
///   List(recipes) { recipe in
///     NavigationLink(recipe.title, value: recipe.id)
///   }
///   .navigationDestination(for: Recipe.ID.self) { DetailView(id: $0) }
/// }
/// ```
public struct NavigationStack<Data, Root: View>: View {
  let root: Root
  let path: (read: () -> [AnyHashable], write: ([AnyHashable]) -> Void)?

  /// A stack that keeps its own path.
  ///
  /// ```swift
  /// NavigationStack { ContentView() }
  /// ```
  public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
    path = nil
  }

  /// A stack whose path is a `NavigationPath` you own.
  ///
  /// ```swift
  /// NavigationStack(path: $path) { ContentView() }
  /// ```
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root)
  where Data == NavigationPath {
    self.root = root()
    self.path = (
      { path.wrappedValue.elements },
      { path.wrappedValue = NavigationPath(elements: $0) }
    )
  }

  /// A stack whose path is an array of values you own.
  ///
  /// ```swift
  /// @State private var path: [Int] = []
  /// NavigationStack(path: $path) { ContentView() }
  /// ```
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
    Data.Element: Hashable
  {
    self.root = root()
    self.path = (
      {
        var erased: [AnyHashable] = []
        for element in path.wrappedValue { erased.append(AnyHashable(element)) }
        return erased
      },
      { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) }
    )
  }

  /// A stack is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension NavigationPath {
  init(elements: [AnyHashable]) {
    self.init()
    self.elements = elements
  }
}

/// The identity of a pushed screen: its depth and what was pushed.
struct ScreenKey: Hashable, CustomStringConvertible {
  let position: Int
  let value: AnyHashable

  /// The screen's position and its value described the same in every run, as a list row's
  /// key is: a model holding a `UUID` or a date is named by its type (and its `id` when it
  /// is `Identifiable`), so patches and snapshots inside a pushed screen do not change from
  /// run to run.
  var description: String { "\(position + 1): \(stableDescription(of: value.base))" }
}

/// The value a screen presented by `navigationDestination(isPresented:)` is keyed by: its
/// presenter, described as `presented` (an object's identity differs from run to run).
struct PresentedScreen: Hashable, CustomStringConvertible {
  let presenter: ObjectIdentifier

  var description: String { "presented" }
}
