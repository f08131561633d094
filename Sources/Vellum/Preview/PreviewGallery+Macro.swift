extension PreviewGallery {
  /// Adds a preview that `#Preview` declared (or that was made with `Preview(_:body:)`), under
  /// `group`. Its name is its own, or else the group's (numbered from the second unnamed one
  /// on); its layout traits lay it out. A tool that mounts it afresh calls its body again, so
  /// the models it makes are made afresh, as with a `PreviewProvider`.
  ///
  /// ```swift
  /// gallery.add(Preview("Counter") { CounterView() }, in: "CounterView")
  /// ```
  public mutating func add(_ preview: Vellum.Preview, in group: String) {
    let unnamed = previews.filter { $0.group == group }.count
    let name = preview.name ?? (unnamed == 0 ? group : "\(group) \(unnamed + 1)")
    // A body that shows several views is one preview of them stacked, as a hosting
    // controller stacks a root that is several views (a `PreviewProvider`'s top-level views
    // are a preview each).
    let isSeveral = ViewHost(AnyView(preview.body())).root.children.count > 1
    let make: @MainActor () -> AnyView = {
      let content = AnyView(preview.body())
      return AnyView(
        (isSeveral ? AnyView(VStack { content }) : content)
          .previewLayout(preview.layout).previewDisplayName(name))
    }
    add(group, make(), variants: [], remake: make)
  }
}
