import Foundation

#if canImport(Darwin)
  import UniformTypeIdentifiers
#endif

/// A view values can be dropped on: the type it takes, and taking a drop.
@MainActor
package struct DropDestination {
  /// The payload type's name, for a refused drop's message.
  let payloadType: String
  /// Whether every value is (or converts to) the payload type.
  let fits: ([Any]) -> Bool
  /// Gives fitting values to the view's action, returning whether it took them.
  let take: ([Any]) -> Bool

  /// A destination for values of `T`: `isTargeted` hears the drag enter and leave around the
  /// action, which gets the values converted to `T` at the drop's location, `(0, 0)`.
  init<T>(
    accepting type: T.Type, action: @escaping ([T], CGPoint) -> Bool,
    isTargeted: @escaping (Bool) -> Void
  ) {
    payloadType = "\(T.self)"
    fits = { values in values.allSatisfy { Self.converted($0, to: T.self) != nil } }
    take = { values in
      isTargeted(true)
      let took = action(values.compactMap { Self.converted($0, to: T.self) }, .zero)
      isTargeted(false)
      return took
    }
  }

  /// `value` as a `T`: itself, or the text a share of it records pasted as a `T` (a URL
  /// dropped where strings are taken is its address).
  static func converted<T>(_ value: Any, to type: T.Type) -> T? {
    if let value = value as? T { return value }
    if let provider = value as? NSItemProvider {
      var text: String?
      provider.loadObject(ofClass: String.self) { string, _ in text = string }
      return text.flatMap { Transfer.paste($0, as: type) }
    }
    return Transfer.paste(Transfer.description(of: value), as: type)
  }
}

extension DropDestination {
  /// A destination taking item providers offered as one of `types`.
  init(
    providersOf types: [UTType], action: @escaping ([NSItemProvider], CGPoint) -> Bool,
    isTargeted: Binding<Bool>?
  ) {
    self.init(providersOf: types) { info in
      isTargeted?.wrappedValue = true
      let took = action(info.providers, info.location)
      isTargeted?.wrappedValue = false
      return took
    }
  }

  /// A destination whose drops `delegate` follows and performs.
  init(of types: [UTType], delegate: any DropDelegate) {
    self.init(providersOf: types) { info in
      guard delegate.validateDrop(info: info) else { return false }
      delegate.dropEntered(info: info)
      let operation = delegate.dropUpdated(info: info)?.operation ?? .copy
      guard operation == .copy || operation == .move else {
        delegate.dropExited(info: info)
        return false
      }
      return delegate.performDrop(info: info)
    }
  }

  /// A destination for items offered as one of `types`, which `take` takes as a drop at the
  /// view's origin.
  private init(providersOf types: [UTType], take: @escaping (DropInfo) -> Bool) {
    payloadType = types.map(\.identifier).joined(separator: " or ")
    fits = { values in Self.drop(of: values).hasItemsConforming(to: types) }
    self.take = { values in take(Self.drop(of: values)) }
  }

  /// A drop of `values` at the view's origin.
  private static func drop(of values: [Any]) -> DropInfo {
    DropInfo(location: .zero, providers: values.map(provider))
  }

  /// The item provider a dragged value arrives as: itself, or its text.
  static func provider(for value: Any) -> NSItemProvider {
    switch value {
    case let provider as NSItemProvider: provider
    case let url as URL: NSItemProvider(object: url as NSURL)
    default: NSItemProvider(object: Transfer.description(of: value) as NSString)
    }
  }
}
