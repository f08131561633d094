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
