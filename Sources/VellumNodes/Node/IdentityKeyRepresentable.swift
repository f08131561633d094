/// A value that stands for another Swift value as an identity key: an interpreted program keys
/// its rows by the values its own values hold (a string id is a `String` key), so its
/// identities, and the renderings that show them, are the compiled program's.
///
/// ```swift
/// extension Value: IdentityKeyRepresentable {
///   var identityKey: AnyHashable? { if case .string(let text) = self { text } else { nil } }
/// }
/// ```
package protocol IdentityKeyRepresentable {
  /// The Swift value the key is made from; `nil` to key by the value itself.
  var identityKey: AnyHashable? { get }
}
