extension View {
  /// Presents `content` as a sheet while `isPresented` is true.
  ///
  /// ```swift
  /// .sheet(isPresented: $config.isPresented, onDismiss: didDismissEditor) {
  ///   RecipeEditor(config: $config)
  /// }
  /// ```
  public consuming func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presentation(.sheet, isPresented: isPresented, onDismiss: onDismiss, content: content)
  }

  /// Presents a sheet for `item` while it is not `nil`; a different item replaces the sheet.
  ///
  /// ```swift
  /// .sheet(item: $editing) { recipe in RecipeEditor(recipe: recipe) }
  /// ```
  public consuming func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presentation(.sheet, item: item, onDismiss: onDismiss, content: content)
  }

  /// Presents `content` covering the whole screen while `isPresented` is true.
  ///
  /// ```swift
  /// .fullScreenCover(isPresented: $showsOnboarding) { OnboardingView() }
  /// ```
  public consuming func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presentation(.fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content)
  }

  /// Presents a full-screen cover for `item` while it is not `nil`.
  ///
  /// ```swift
  /// .fullScreenCover(item: $photo) { PhotoView(photo: $0) }
  /// ```
  public consuming func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presentation(.fullScreenCover, item: item, onDismiss: onDismiss, content: content)
  }

  /// Presents `content` in a popover, drawn as a sheet (as on a phone).
  ///
  /// ```swift
  /// .popover(isPresented: $showsInfo) { InfoView() }
  /// ```
  public consuming func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presentation(.sheet, isPresented: isPresented, onDismiss: nil, content: content)
  }

  /// Presents a popover for `item`, drawn as a sheet.
  ///
  /// ```swift
  /// .popover(item: $selected) { DetailView(item: $0) }
  /// ```
  public consuming func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge = .top, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presentation(.sheet, item: item, onDismiss: nil, content: content)
  }

  func presentation<Content: View>(
    _ role: Role, attributes: [Attribute] = [], isPresented: Binding<Bool>,
    onDismiss: (() -> Void)?, content: @escaping () -> Content
  ) -> some View {
    modifier(
      PresentationModifier(
        role: role, attributes: attributes,
        key: { isPresented.wrappedValue ? AnyHashable(true) : nil },
        dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss, content: content))
  }

  func presentation<Item: Identifiable, Content: View>(
    _ role: Role, attributes: [Attribute] = [], item: Binding<Item?>, onDismiss: (() -> Void)?,
    content: @escaping (Item) -> Content
  ) -> some View {
    modifier(
      PresentationModifier(
        role: role, attributes: attributes,
        key: { item.wrappedValue.map { AnyHashable($0.id) } },
        dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss,
        content: { content(item.wrappedValue!) }))
  }
}
