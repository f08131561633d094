/// The live state of one navigation stack: the values of its path, the views pushed by
/// destination links, and the destinations registered with `navigationDestination`.
@MainActor
final class NavigationModel {
  /// A pushed screen: a value resolved through a registered destination, or a view.
  enum Entry {
    case value(AnyHashable)
    case view(AnyView, id: Int)
    case presented(key: ObjectIdentifier, view: AnyView, dismiss: () -> Void)
  }

  /// Reads the bound path, when the stack has one.
  var readPath: (() -> [AnyHashable])?
  /// Writes the bound path.
  var writePath: (([AnyHashable]) -> Void)?
  /// The storage that makes the stack re-evaluate when its own entries change.
  let version = StateStorage(0)
  /// Pushed values, when the stack has no bound path.
  private var ownValues: [AnyHashable] = []
  /// Views pushed by `NavigationLink(destination:)` and `navigationDestination(isPresented:)`.
  private(set) var extra: [Entry] = []
  private var nextID = 0
  /// Destinations by value type.
  var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView] = [:]

  /// The screens above the root, bottom first.
  var entries: [Entry] {
    (readPath?() ?? ownValues).map(Entry.value) + extra
  }

  func push(value: AnyHashable) {
    if let readPath, let writePath {
      writePath(readPath() + [value])
    } else {
      ownValues.append(value)
      version.value += 1
    }
  }

  func push(view: AnyView) {
    nextID += 1
    extra.append(.view(view, id: nextID))
    version.value += 1
  }

  /// Shows a `navigationDestination(isPresented:)` screen registered under `key`, once.
  func present(_ key: ObjectIdentifier, view: AnyView, dismiss: @escaping () -> Void) {
    guard !isPresenting(key) else { return }
    extra.append(.presented(key: key, view: view, dismiss: dismiss))
    version.value += 1
  }

  /// Removes the screen registered under `key` and everything above it.
  func withdraw(_ key: ObjectIdentifier) {
    guard
      let index = extra.firstIndex(where: { entry in
        if case .presented(let entryKey, _, _) = entry { return entryKey == key }
        return false
      })
    else { return }
    extra.removeSubrange(index...)
    version.value += 1
  }

  func isPresenting(_ key: ObjectIdentifier) -> Bool {
    extra.contains { entry in
      if case .presented(let entryKey, _, _) = entry { return entryKey == key }
      return false
    }
  }

  /// Pops the screen at `index` of ``entries`` and every screen above it, as the `dismiss`
  /// action of that screen does: a screen shown by `navigationDestination(isPresented:)` has
  /// its binding reset, top first.
  func pop(from index: Int) {
    let values = readPath?() ?? ownValues
    let firstExtra = max(index - values.count, 0)
    guard firstExtra < extra.count || index < values.count else { return }
    for entry in extra[firstExtra...].reversed() {
      if case .presented(_, _, let dismiss) = entry { dismiss() }
    }
    extra.removeSubrange(firstExtra...)
    if index < values.count {
      if let writePath {
        writePath(Array(values.prefix(index)))
      } else {
        ownValues.removeSubrange(index...)
      }
    }
    version.value += 1
  }

  /// Pops the top screen. Returns `false` when only the root is left.
  @discardableResult
  func pop() -> Bool {
    if let last = extra.popLast() {
      if case .presented(_, _, let dismiss) = last { dismiss() }
      version.value += 1
      return true
    }
    if let readPath, let writePath {
      let path = readPath()
      guard !path.isEmpty else { return false }
      writePath(Array(path.dropLast()))
      return true
    }
    guard !ownValues.isEmpty else { return false }
    ownValues.removeLast()
    version.value += 1
    return true
  }
}

extension EnvironmentValues {
  /// The navigation stack this view is in.
  var navigation: NavigationModel? {
    get { self[NavigationKey.self] }
    set { self[NavigationKey.self] = newValue }
  }
}

private enum NavigationKey: EnvironmentKey {
  static var defaultValue: NavigationModel? { nil }
}
