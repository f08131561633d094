/// A button that shares items through the system's share sheet: tapping it (`host.tap`)
/// records the items in ``ViewHost/sharedItems``, described by their text. Its default label is
/// `Label("Share", systemImage: "square.and.arrow.up")`.
///
/// ```swift
/// ShareLink(item: URL(string: "https://example.com/recipe/42")!)
/// ShareLink("Send", item: photo, preview: SharePreview(photo.caption, image: photo.image))
/// ```
public struct ShareLink<
  Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View
>: View where Data.Element: Transferable {
  let items: [Data.Element]
  let previews: [Text]
  let subject: Text?
  let message: Text?
  let label: Label

  init(items: [Data.Element], previews: [Text], subject: Text?, message: Text?, label: Label) {
    self.items = items
    self.previews = previews
    self.subject = subject
    self.message = message
    self.label = label
  }

  @Environment(\.systemShare) private var share

  /// A button sharing the items.
  public var body: some View {
    Button {
      share?(items.map(Transfer.description(of:)))
    } label: {
      label
    }
  }
}
