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
