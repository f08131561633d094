extension ViewHost {
  /// The items share links shared, in order, each described by its text: a URL's address, a
  /// string itself, another value's description.
  ///
  /// ```swift
  /// try host.tap("Share")
  /// host.sharedItems   // ["https://example.com/recipe/42"]
  /// ```
  public var sharedItems: [String] { graph.systemActivity.sharedItems }

  /// The text on the host's pasteboard, one string per item, as copying in another app puts
  /// it there: `PasteButton`s are enabled when it holds items their payload type takes, and
  /// paste them when tapped. Empty at first.
  ///
  /// ```swift
  /// host.pasteboard = ["https://example.com"]
  /// try host.tap("Paste")
  /// ```
  public var pasteboard: [String] {
    get { graph.rootEnvironment.pasteboard }
    set { interact { graph.changeRootEnvironment { $0.pasteboard = newValue } } }
  }
}
