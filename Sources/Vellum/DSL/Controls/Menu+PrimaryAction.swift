extension Menu where Label == Vellum.Label<Text, Image> {
  /// A menu titled by a literal, with a symbol, whose tap runs `primaryAction`.
  ///
  /// ```swift
  /// Menu("Send", systemImage: "paperplane") { Button("Schedule…") {} } primaryAction: { send() }
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
    primaryAction: @escaping @MainActor () -> Void
  ) {
    self.init(
      content: content, label: { Vellum.Label(titleKey, systemImage: systemImage) },
      primaryAction: primaryAction)
  }

  /// A menu titled by a string value, with a symbol, whose tap runs `primaryAction`.
  ///
  /// ```swift
  /// Menu(folder.name, systemImage: "folder") { … } primaryAction: { open(folder) }
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content,
    primaryAction: @escaping @MainActor () -> Void
  ) {
    self.init(
      content: content, label: { Vellum.Label(title, systemImage: systemImage) },
      primaryAction: primaryAction)
  }

  /// A menu titled by a string value, with an image resource.
  ///
  /// ```swift
  /// Menu(account.name, image: .avatar) { … }
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, image: ImageResource, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { Vellum.Label(title, image: image) }
  }

  /// A menu titled by a literal, with an image resource, whose tap runs `primaryAction`.
  ///
  /// ```swift
  /// Menu("Share", image: .shareIcon) { … } primaryAction: { shareLatest() }
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content,
    primaryAction: @escaping @MainActor () -> Void
  ) {
    self.init(
      content: content, label: { Vellum.Label(titleKey, image: image) },
      primaryAction: primaryAction)
  }

  /// A menu titled by a string value, with an image resource, whose tap runs `primaryAction`.
  ///
  /// ```swift
  /// Menu(account.name, image: .avatar) { … } primaryAction: { openProfile() }
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, image: ImageResource, @ViewBuilder content: () -> Content,
    primaryAction: @escaping @MainActor () -> Void
  ) {
    self.init(
      content: content, label: { Vellum.Label(title, image: image) },
      primaryAction: primaryAction)
  }
}
