import Foundation

#if canImport(Darwin)
  import UniformTypeIdentifiers
#endif

/// A drop over a view: where it is and the items it carries, as a ``DropDelegate`` reads it.
///
/// ```swift
/// func performDrop(info: DropInfo) -> Bool {
///   for provider in info.itemProviders(for: [.plainText]) { … }
///   return true
/// }
/// ```
///
/// A host's drop (`ViewHost.drop(_:onto:)`) lands at the view's origin: `location` is zero.
public struct DropInfo {
  /// Where the drop is, in the view's coordinates.
  public let location: CGPoint
  let providers: [NSItemProvider]

  /// Whether any item is offered as one of `contentTypes`.
  ///
  /// ```swift
  /// info.hasItemsConforming(to: [.url])
  /// ```
  public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
    !itemProviders(for: contentTypes).isEmpty
  }

  /// The items offered as one of `contentTypes`.
  ///
  /// ```swift
  /// info.itemProviders(for: [.plainText]).first?.loadObject(ofClass: NSString.self) { … }
  /// ```
  public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
    providers.filter { provider in
      contentTypes.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) }
    }
  }
}
