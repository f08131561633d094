import Foundation

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
    return Transfer.paste(Transfer.description(of: value), as: type)
  }
}
