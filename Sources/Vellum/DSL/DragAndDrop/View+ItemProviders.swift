import Foundation

#if canImport(Darwin)
  import UniformTypeIdentifiers
#endif

extension View {
  /// Lets the view be dragged: `data` makes the item provider a drop receives
  /// (`ViewHost.drop(_:onto:)` drags it).
  ///
  /// ```swift
  /// Text(fruit.name).onDrag { NSItemProvider(object: fruit.name as NSString) }
  /// ```
  public consuming func onDrag(_ data: @escaping () -> NSItemProvider) -> some View {
    modifier(ControlModifier(control: .draggable { data() }))
  }

  /// Lets the view be dragged, with `preview` under the finger while it is.
  ///
  /// ```swift
  /// Card().onDrag { provider } preview: { Image(systemName: "doc") }
  /// ```
  public consuming func onDrag<V: View>(
    _ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V
  ) -> some View {
    onDrag(data)
  }

  /// Gives the view an item provider for drags; `nil` makes it not draggable.
  ///
  /// ```swift
  /// Image(photo.name).itemProvider { NSItemProvider(contentsOf: photo.url) }
  /// ```
  public consuming func itemProvider(_ action: (() -> NSItemProvider?)?) -> some View {
    modifier(
      ControlModifier(control: action.map { make in .draggable { make() ?? NSItemProvider() } }))
  }

  /// Takes drops of items offered as one of `supportedContentTypes`: `action` gets their
  /// providers and returns whether it took them; `isTargeted` is `true` while a drop is over
  /// the view.
  ///
  /// ```swift
  /// List(names, id: \.self) { Text($0) }
  ///   .onDrop(of: [.plainText], isTargeted: $isTargeted) { providers in … ; return true }
  /// ```
  public consuming func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
    perform action: @escaping ([NSItemProvider]) -> Bool
  ) -> some View {
    onDrop(of: supportedContentTypes, isTargeted: isTargeted) { providers, _ in action(providers) }
  }

  /// Takes drops of items offered as one of `supportedContentTypes`, with the drop's location.
  ///
  /// ```swift
  /// .onDrop(of: [.url], isTargeted: nil) { providers, location in … }
  /// ```
  public consuming func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
    perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
  ) -> some View {
    modifier(
      ControlModifier(
        control: .dropDestination(
          DropDestination(
            providersOf: supportedContentTypes, action: action, isTargeted: isTargeted))))
  }

  /// Takes drops of items offered as one of `supportedContentTypes` through `delegate`.
  ///
  /// ```swift
  /// .onDrop(of: [.plainText], delegate: RowDrop(rows: $rows))
  /// ```
  public consuming func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate)
    -> some View
  {
    modifier(
      ControlModifier(
        control: .dropDestination(DropDestination(of: supportedContentTypes, delegate: delegate))
      ))
  }
}
