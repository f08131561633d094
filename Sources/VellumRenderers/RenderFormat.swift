/// How a host renders its screen: a tree outline, plain text, HTML, or the patches of the last
/// update.
///
/// ```swift
/// host.render(.tree)
/// host.render(.text(width: 40))
/// host.render(.patches)
/// ```
public struct RenderFormat: Sendable {
  private let renderer: @Sendable (Rendering) -> String

  /// A format that renders with a function of the screen and the last update's patches.
  ///
  /// ```swift
  /// let roles = RenderFormat { $0.root.children.map(\.role.rawValue).joined(separator: ",") }
  /// ```
  public init(_ render: @escaping @Sendable (Rendering) -> String) {
    renderer = render
  }

  /// Renders `rendering`.
  ///
  /// Any nesting depth up to 100,000 levels renders in full (deep trees are laid out on a
  /// thread with a stack that fits them); a deeper tree renders as a one-line explanation
  /// instead of exhausting the stack.
  ///
  /// ```swift
  /// RenderFormat.tree.render(Rendering(root: node))
  /// ```
  public func render(_ rendering: Rendering) -> String {
    let renderer = self.renderer
    let (result, depth) = DeepStack.run(over: rendering.root) { survey in
      var rendering = rendering
      rendering.survey = survey
      return renderer(rendering)
    }
    return result
      ?? "(not rendered: the screen nests \(depth) levels, more than \(DeepStack.maximumDepth))\n"
  }

  /// An indented outline of roles and attributes, bound attributes marked with `$`.
  public static let tree = RenderFormat { TreeRenderer.render($0.root) }

  /// Plain text at the host's screen width: 49 cells, a 6.1-inch iPhone's 393 points, unless a
  /// variant sets a device (8 points a column). Larger text sizes narrow the screen in proportion.
  public static let text = RenderFormat { root in
    TextRenderer(width: TextRenderer.screenColumns(of: root.root))
      .render(root.root, presentations: root.survey?.presentations)
  }

  /// Plain text laid out in `width` character cells; a width below 1 is taken as 1 and one above
  /// 10,000 as 10,000.
  ///
  /// ```swift
  /// host.render(.text(width: 80))
  /// ```
  public static func text(width: Int) -> RenderFormat {
    let width = min(max(width, 1), 10_000)
    return RenderFormat {
      TextRenderer(width: width).render($0.root, presentations: $0.survey?.presentations)
    }
  }

  /// The screen as VoiceOver reads it: each element in reading order with its role, label,
  /// value, hint, traits and frame in cells.
  ///
  /// ```swift
  /// host.render(.accessibility)   // 1. button "Save" @ 16,2 8×1
  /// ```
  public static let accessibility = RenderFormat { AccessibilityRenderer().render($0.root) }

  /// An HTML fragment for snapshots.
  public static let html = RenderFormat { HTMLRenderer().fragment($0.root, survey: $0.survey) }

  /// A standalone HTML page of the screen at its device's size (a 6.1-inch iPhone's 393 × 852
  /// points unless a variant sets a device), for previews: every view the point layout places
  /// stands at the frame SwiftUI's layout gives it, as in the `.svg` image, and CSS only
  /// paints it. Vellum's stylesheet and the font its text is set in (Inter's four faces) are
  /// embedded: nothing is fetched.
  ///
  /// ```swift
  /// host.render(.htmlPage(title: "Counter"))
  /// // <main class="screen framed" style="width:393px;height:852px"><span class="text at-frame"…
  /// ```
  public static func htmlPage(title: String) -> RenderFormat {
    RenderFormat { HTMLRenderer(placing: $0.root).page($0.root, title: title, survey: $0.survey) }
  }

  /// A self-contained SVG image of the screen at its device's size in points (a 6.1-inch
  /// iPhone's 393 × 852 unless a variant sets a device): every view at the frame SwiftUI's
  /// layout gives it, with the status bar, the system's bars, the home indicator and any
  /// presentation over the dimmed screen — an image snapshot with no simulator. Text is set in
  /// Inter, the font the layout measured it with, and the faces its lines use are embedded, so
  /// the image looks the same on every machine.
  ///
  /// ```swift
  /// host.render(.svg)   // <svg xmlns="http://www.w3.org/2000/svg" width="393" height="852" …>
  /// ```
  public static let svg = RenderFormat { rendering in
    SVGRenderer(for: rendering.root).render(
      rendering.root, presentations: rendering.survey?.presentations ?? rendering.root.presentations
    )
  }

  /// The patches of the last update, one line each, starting with the operation.
  ///
  /// ```
  /// set     VStack/Text  text: "Off" → "On"
  /// ```
  public static let patches = RenderFormat { rendering in
    rendering.patches.map { $0.description + "\n" }.joined()
  }
}
