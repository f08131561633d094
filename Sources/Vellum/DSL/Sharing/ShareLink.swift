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

extension ShareLink {
  /// A share link for previewed items, labelled by the default label.
  ///
  /// ```swift
  /// ShareLink(items: photos, preview: { SharePreview($0.caption) })
  /// ```
  public init(
    items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
  ) where Label == DefaultShareLinkLabel {
    self.init(
      items: Array(items), previews: items.map { preview($0).title }, subject: subject,
      message: message, label: DefaultShareLinkLabel(title: nil))
  }
}

extension ShareLink {
  /// A share link for previewed items, labelled by a literal.
  ///
  /// ```swift
  /// ShareLink("Share", items: photos, preview: { SharePreview($0.caption) })
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
  ) where Label == DefaultShareLinkLabel {
    self.init(
      items: Array(items), previews: items.map { preview($0).title }, subject: subject,
      message: message, label: DefaultShareLinkLabel(title: Text(titleKey)))
  }
}

extension ShareLink {
  /// A share link for previewed items, labelled by a string.
  ///
  /// ```swift
  /// ShareLink(photo.name, items: photos, preview: { SharePreview($0.caption) })
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
  ) where Label == DefaultShareLinkLabel {
    self.init(
      items: Array(items), previews: items.map { preview($0).title }, subject: subject,
      message: message, label: DefaultShareLinkLabel(title: Text(title)))
  }
}

extension ShareLink {
  /// A share link for previewed items, labelled by a Text.
  ///
  /// ```swift
  /// ShareLink(Text("Share"), items: photos, preview: { SharePreview($0.caption) })
  /// ```
  public init(
    _ title: Text, items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
  ) where Label == DefaultShareLinkLabel {
    self.init(
      items: Array(items), previews: items.map { preview($0).title }, subject: subject,
      message: message, label: DefaultShareLinkLabel(title: title))
  }
}

extension ShareLink {
  /// A share link for previewed items, labelled by a label view.
  ///
  /// ```swift
  /// ShareLink(items: photos, preview: { SharePreview($0.caption) }) { Image(systemName: "paperplane") }
  /// ```
  public init(
    items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      items: Array(items), previews: items.map { preview($0).title }, subject: subject,
      message: message, label: label())
  }
}

extension ShareLink {
  /// A share link for a previewed item, labelled by the default label.
  ///
  /// ```swift
  /// ShareLink(item: photo, preview: SharePreview("Photo"))
  /// ```
  public init<I: Transferable>(
    item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>
  ) where Data == CollectionOfOne<I>, Label == DefaultShareLinkLabel {
    self.init(
      items: [item], previews: [preview.title], subject: subject, message: message,
      label: DefaultShareLinkLabel(title: nil))
  }
}

extension ShareLink {
  /// A share link for a previewed item, labelled by a literal.
  ///
  /// ```swift
  /// ShareLink("Share", item: photo, preview: SharePreview("Photo"))
  /// ```
  public init<I: Transferable>(
    _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>
  ) where Data == CollectionOfOne<I>, Label == DefaultShareLinkLabel {
    self.init(
      items: [item], previews: [preview.title], subject: subject, message: message,
      label: DefaultShareLinkLabel(title: Text(titleKey)))
  }
}

extension ShareLink {
  /// A share link for a previewed item, labelled by a string.
  ///
  /// ```swift
  /// ShareLink(photo.name, item: photo, preview: SharePreview("Photo"))
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol, I: Transferable>(
    _ title: S, item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>
  ) where Data == CollectionOfOne<I>, Label == DefaultShareLinkLabel {
    self.init(
      items: [item], previews: [preview.title], subject: subject, message: message,
      label: DefaultShareLinkLabel(title: Text(title)))
  }
}

extension ShareLink {
  /// A share link for a previewed item, labelled by a Text.
  ///
  /// ```swift
  /// ShareLink(Text("Share"), item: photo, preview: SharePreview("Photo"))
  /// ```
  public init<I: Transferable>(
    _ title: Text, item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>
  ) where Data == CollectionOfOne<I>, Label == DefaultShareLinkLabel {
    self.init(
      items: [item], previews: [preview.title], subject: subject, message: message,
      label: DefaultShareLinkLabel(title: title))
  }
}

extension ShareLink {
  /// A share link for a previewed item, labelled by a label view.
  ///
  /// ```swift
  /// ShareLink(item: photo, preview: SharePreview("Photo")) { Image(systemName: "paperplane") }
  /// ```
  public init<I: Transferable>(
    item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>,
    @ViewBuilder label: () -> Label
  ) where Data == CollectionOfOne<I> {
    self.init(
      items: [item], previews: [preview.title], subject: subject, message: message, label: label())
  }
}

extension ShareLink {
  /// A share link for URLs, labelled by the default label.
  ///
  /// ```swift
  /// ShareLink(items: links)
  /// ```
  public init(
    items: Data, subject: Text? = nil, message: Text? = nil
  )
  where
    PreviewImage == Never, PreviewIcon == Never, Data.Element == URL, Label == DefaultShareLinkLabel
  {
    self.init(
      items: Array(items), previews: [], subject: subject, message: message,
      label: DefaultShareLinkLabel(title: nil))
  }
}

extension ShareLink {
  /// A share link for URLs, labelled by a literal.
  ///
  /// ```swift
  /// ShareLink("Share", items: links)
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil
  )
  where
    PreviewImage == Never, PreviewIcon == Never, Data.Element == URL, Label == DefaultShareLinkLabel
  {
    self.init(
      items: Array(items), previews: [], subject: subject, message: message,
      label: DefaultShareLinkLabel(title: Text(titleKey)))
  }
}

extension ShareLink {
  /// A share link for URLs, labelled by a string.
  ///
  /// ```swift
  /// ShareLink(photo.name, items: links)
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, items: Data, subject: Text? = nil, message: Text? = nil
  )
  where
    PreviewImage == Never, PreviewIcon == Never, Data.Element == URL, Label == DefaultShareLinkLabel
  {
    self.init(
      items: Array(items), previews: [], subject: subject, message: message,
      label: DefaultShareLinkLabel(title: Text(title)))
  }
}

extension ShareLink {
  /// A share link for URLs, labelled by a Text.
  ///
  /// ```swift
  /// ShareLink(Text("Share"), items: links)
  /// ```
  public init(
    _ title: Text, items: Data, subject: Text? = nil, message: Text? = nil
  )
  where
    PreviewImage == Never, PreviewIcon == Never, Data.Element == URL, Label == DefaultShareLinkLabel
  {
    self.init(
      items: Array(items), previews: [], subject: subject, message: message,
      label: DefaultShareLinkLabel(title: title))
  }
}

extension ShareLink {
  /// A share link for URLs, labelled by a label view.
  ///
  /// ```swift
  /// ShareLink(items: links) { Image(systemName: "paperplane") }
  /// ```
  public init(
    items: Data, subject: Text? = nil, message: Text? = nil,
    @ViewBuilder label: () -> Label
  ) where PreviewImage == Never, PreviewIcon == Never, Data.Element == URL {
    self.init(items: Array(items), previews: [], subject: subject, message: message, label: label())
  }
}

extension ShareLink {
  /// A share link for strings, labelled by the default label.
  ///
  /// ```swift
  /// ShareLink(items: quotes)
  /// ```
  public init(
    items: Data, subject: Text? = nil, message: Text? = nil
  )
  where
    PreviewImage == Never, PreviewIcon == Never, Data.Element == String,
    Label == DefaultShareLinkLabel
  {
    self.init(
      items: Array(items), previews: [], subject: subject, message: message,
      label: DefaultShareLinkLabel(title: nil))
  }
}

extension ShareLink {
  /// A share link for strings, labelled by a literal.
  ///
  /// ```swift
  /// ShareLink("Share", items: quotes)
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil
  )
  where
    PreviewImage == Never, PreviewIcon == Never, Data.Element == String,
    Label == DefaultShareLinkLabel
  {
    self.init(
      items: Array(items), previews: [], subject: subject, message: message,
      label: DefaultShareLinkLabel(title: Text(titleKey)))
  }
}

extension ShareLink {
  /// A share link for strings, labelled by a string.
  ///
  /// ```swift
  /// ShareLink(photo.name, items: quotes)
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, items: Data, subject: Text? = nil, message: Text? = nil
  )
  where
    PreviewImage == Never, PreviewIcon == Never, Data.Element == String,
    Label == DefaultShareLinkLabel
  {
    self.init(
      items: Array(items), previews: [], subject: subject, message: message,
      label: DefaultShareLinkLabel(title: Text(title)))
  }
}

extension ShareLink {
  /// A share link for strings, labelled by a Text.
  ///
  /// ```swift
  /// ShareLink(Text("Share"), items: quotes)
  /// ```
  public init(
    _ title: Text, items: Data, subject: Text? = nil, message: Text? = nil
  )
  where
    PreviewImage == Never, PreviewIcon == Never, Data.Element == String,
    Label == DefaultShareLinkLabel
  {
    self.init(
      items: Array(items), previews: [], subject: subject, message: message,
      label: DefaultShareLinkLabel(title: title))
  }
}

extension ShareLink {
  /// A share link for strings, labelled by a label view.
  ///
  /// ```swift
  /// ShareLink(items: quotes) { Image(systemName: "paperplane") }
  /// ```
  public init(
    items: Data, subject: Text? = nil, message: Text? = nil,
    @ViewBuilder label: () -> Label
  ) where PreviewImage == Never, PreviewIcon == Never, Data.Element == String {
    self.init(items: Array(items), previews: [], subject: subject, message: message, label: label())
  }
}

extension ShareLink {
  /// A share link for a URL, labelled by the default label.
  ///
  /// ```swift
  /// ShareLink(item: url)
  /// ```
  public init(
    item: URL, subject: Text? = nil, message: Text? = nil
  )
  where
    PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<URL>,
    Label == DefaultShareLinkLabel
  {
    self.init(
      items: [item], previews: [], subject: subject, message: message,
      label: DefaultShareLinkLabel(title: nil))
  }
}

extension ShareLink {
  /// A share link for a URL, labelled by a literal.
  ///
  /// ```swift
  /// ShareLink("Share", item: url)
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil
  )
  where
    PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<URL>,
    Label == DefaultShareLinkLabel
  {
    self.init(
      items: [item], previews: [], subject: subject, message: message,
      label: DefaultShareLinkLabel(title: Text(titleKey)))
  }
}

extension ShareLink {
  /// A share link for a URL, labelled by a string.
  ///
  /// ```swift
  /// ShareLink(photo.name, item: url)
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, item: URL, subject: Text? = nil, message: Text? = nil
  )
  where
    PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<URL>,
    Label == DefaultShareLinkLabel
  {
    self.init(
      items: [item], previews: [], subject: subject, message: message,
      label: DefaultShareLinkLabel(title: Text(title)))
  }
}

extension ShareLink {
  /// A share link for a URL, labelled by a Text.
  ///
  /// ```swift
  /// ShareLink(Text("Share"), item: url)
  /// ```
  public init(
    _ title: Text, item: URL, subject: Text? = nil, message: Text? = nil
  )
  where
    PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<URL>,
    Label == DefaultShareLinkLabel
  {
    self.init(
      items: [item], previews: [], subject: subject, message: message,
      label: DefaultShareLinkLabel(title: title))
  }
}

extension ShareLink {
  /// A share link for a URL, labelled by a label view.
  ///
  /// ```swift
  /// ShareLink(item: url) { Image(systemName: "paperplane") }
  /// ```
  public init(
    item: URL, subject: Text? = nil, message: Text? = nil,
    @ViewBuilder label: () -> Label
  ) where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<URL> {
    self.init(items: [item], previews: [], subject: subject, message: message, label: label())
  }
}

extension ShareLink {
  /// A share link for a string, labelled by the default label.
  ///
  /// ```swift
  /// ShareLink(item: quote)
  /// ```
  public init(
    item: String, subject: Text? = nil, message: Text? = nil
  )
  where
    PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<String>,
    Label == DefaultShareLinkLabel
  {
    self.init(
      items: [item], previews: [], subject: subject, message: message,
      label: DefaultShareLinkLabel(title: nil))
  }
}

extension ShareLink {
  /// A share link for a string, labelled by a literal.
  ///
  /// ```swift
  /// ShareLink("Share", item: quote)
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil
  )
  where
    PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<String>,
    Label == DefaultShareLinkLabel
  {
    self.init(
      items: [item], previews: [], subject: subject, message: message,
      label: DefaultShareLinkLabel(title: Text(titleKey)))
  }
}

extension ShareLink {
  /// A share link for a string, labelled by a string.
  ///
  /// ```swift
  /// ShareLink(photo.name, item: quote)
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, item: String, subject: Text? = nil, message: Text? = nil
  )
  where
    PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<String>,
    Label == DefaultShareLinkLabel
  {
    self.init(
      items: [item], previews: [], subject: subject, message: message,
      label: DefaultShareLinkLabel(title: Text(title)))
  }
}

extension ShareLink {
  /// A share link for a string, labelled by a Text.
  ///
  /// ```swift
  /// ShareLink(Text("Share"), item: quote)
  /// ```
  public init(
    _ title: Text, item: String, subject: Text? = nil, message: Text? = nil
  )
  where
    PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<String>,
    Label == DefaultShareLinkLabel
  {
    self.init(
      items: [item], previews: [], subject: subject, message: message,
      label: DefaultShareLinkLabel(title: title))
  }
}

extension ShareLink {
  /// A share link for a string, labelled by a label view.
  ///
  /// ```swift
  /// ShareLink(item: quote) { Image(systemName: "paperplane") }
  /// ```
  public init(
    item: String, subject: Text? = nil, message: Text? = nil,
    @ViewBuilder label: () -> Label
  ) where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<String> {
    self.init(items: [item], previews: [], subject: subject, message: message, label: label())
  }
}

/// The label a share link shows unless given one: its title (default "Share") with the share
/// symbol.
///
/// ```swift
/// let label: DefaultShareLinkLabel
/// ```
public struct DefaultShareLinkLabel: View {
  let title: Text?

  /// `Label("Share", systemImage: "square.and.arrow.up")`, or the link's title.
  public var body: some View {
    Label {
      title ?? Text("Share")
    } icon: {
      Image(systemName: "square.and.arrow.up")
    }
  }
}
