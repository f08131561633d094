/// One row of an editable `ForEach` (`ForEach($items, editActions: .all)`): the row's view,
/// shown as it is. SwiftUI makes it on your behalf; you do not use it directly.
///
/// ```swift
/// ForEach($items, editActions: .move) { $item in Text(item.name) }   // each row is one
/// ```
public struct EditableCollectionContent<Content: View, Data>: View {
  let content: Content

  /// Editable content is primitive: it passes its row's view on.
  public var body: Never { primitiveBody(Self.self) }
}
