/// How a host renders its screen: a tree outline, plain text, or HTML.
///
/// ```swift
/// host.render(.tree)
/// host.render(.text(width: 40))
/// host.render(.htmlPage(title: "Counter"))
/// ```
public struct RenderFormat: Sendable {
  private let renderer: @Sendable (Node) -> String

  /// A format that renders with a function of the node tree.
  ///
  /// ```swift
  /// let roles = RenderFormat { $0.children.map(\.role.rawValue).joined(separator: ",") }
  /// ```
  public init(_ render: @escaping @Sendable (Node) -> String) {
    renderer = render
  }

  /// Renders `root`.
  ///
  /// ```swift
  /// RenderFormat.tree.render(host.root)
  /// ```
  public func render(_ root: Node) -> String { renderer(root) }

  /// An indented outline of roles and attributes, bound attributes marked with `$`.
  public static let tree = RenderFormat { TreeRenderer.render($0) }

  /// Plain text at the default width of 40 cells, like a phone screen.
  public static let text = RenderFormat.text(width: 40)

  /// Plain text laid out in `width` character cells.
  ///
  /// ```swift
  /// host.render(.text(width: 80))
  /// ```
  public static func text(width: Int) -> RenderFormat {
    RenderFormat { TextRenderer(width: width).render($0) }
  }

  /// An HTML fragment for snapshots.
  public static let html = RenderFormat { HTMLRenderer().fragment($0) }

  /// A standalone HTML page with Vellum's stylesheet, for previews.
  ///
  /// ```swift
  /// host.render(.htmlPage(title: "Counter"))
  /// ```
  public static func htmlPage(title: String) -> RenderFormat {
    RenderFormat { HTMLRenderer().page($0, title: title) }
  }
}
