extension PreviewGallery {
  /// Runs each preview's `.task`s, as Xcode's canvas does before it shows a preview: every
  /// preview that can be mounted afresh is mounted again (in each of its variants), its tasks
  /// are given `timeout` to settle, and its screens become what the settled hosts show. A
  /// screen that loads its data in `.task` then shows the data; a screen its tasks left as it
  /// was keeps the node it had.
  ///
  /// ```swift
  /// var gallery = PreviewGallery()
  /// gallery.add(ContentView_Previews.self)
  /// await gallery.runTasks()
  /// try gallery.write(to: URL(fileURLWithPath: "previews"))
  /// ```
  public mutating func runTasks(timeout: Duration = .seconds(2)) async {
    for index in previews.indices {
      let preview = previews[index]
      guard preview.host != nil else { continue }
      if let root = await settledScreen(of: preview, in: nil, timeout: timeout),
        Self.outline(root) != Self.outline(preview.root)
      {
        previews[index].root = root
      }
      for (position, variant) in preview.shownVariants.enumerated()
      where preview.variants.indices.contains(position) {
        if let root = await settledScreen(of: preview, in: variant, timeout: timeout),
          Self.outline(root) != Self.outline(preview.variants[position].root)
        {
          previews[index].variants[position].root = root
        }
      }
    }
  }

  /// What `root` shows, as the tree rendering writes it (its nodes' places aside).
  private static func outline(_ root: Node) -> String {
    RenderFormat.tree.render(Rendering(root: root))
  }

  /// The screen of `preview` mounted afresh in `variant`, once its tasks settled.
  private func settledScreen(of preview: Preview, in variant: Variant?, timeout: Duration)
    async -> Node?
  {
    guard let make = preview.host else { return nil }
    let host = make(variant)
    await host.settle(timeout: timeout)
    let root = host.root
    guard root.children.indices.contains(preview.place) else { return nil }
    let node = root.children[preview.place]
    // A variant's screen keeps the variant's size, as `add(_:screen:variants:)` keeps it.
    var screen = variant == nil ? Self.sized(root, for: node) : root
    screen.children = [node]
    return screen
  }
}
