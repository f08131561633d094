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

  /// `value` as a `T`: itself, or the text a share of it records pasted as a `T` (a URL
  /// dropped where strings are taken is its address).
  static func converted<T>(_ value: Any, to type: T.Type) -> T? {
    if let value = value as? T { return value }
    return Transfer.paste(Transfer.description(of: value), as: type)
  }
}
