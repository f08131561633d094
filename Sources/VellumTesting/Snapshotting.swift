import Vellum

/// How to turn a value into the text of a snapshot, and the file extension to keep it in.
/// Strategies are values: make your own, or transform one with ``pullback(_:)``.
///
/// ```swift
/// extension Snapshotting where Value == Recipe {
///   static let card = Snapshotting<some View>.text.pullback { (recipe: Recipe) in RecipeCard(recipe) }
/// }
/// ```
public struct Snapshotting<Value>: Sendable {
  /// The extension of the reference file: `txt`, `html`.
  public var pathExtension: String
  /// Makes the snapshot text of a value.
  public var snapshot: @MainActor (Value) throws -> String

  /// A strategy from a file extension and a function.
  ///
  /// ```swift
  /// let lines = Snapshotting<[String]>(pathExtension: "txt") { $0.joined(separator: "\n") }
  /// ```
  public init(pathExtension: String, snapshot: @escaping @MainActor (Value) throws -> String) {
    self.pathExtension = pathExtension
    self.snapshot = snapshot
  }

  /// This strategy for another type, through a transform to this one.
  ///
  /// ```swift
  /// let byTitle = Snapshotting<ViewHost>.text.pullback { (title: String) in ViewHost(Text(title)) }
  /// ```
  public func pullback<NewValue>(_ transform: @escaping @MainActor (NewValue) throws -> Value)
    -> Snapshotting<NewValue>
  {
    let snapshot = snapshot
    return Snapshotting<NewValue>(pathExtension: pathExtension) { try snapshot(transform($0)) }
  }
}

extension Snapshotting where Value == ViewHost {
  /// The screen as plain text at the host's screen width: 49 cells (a 6.1-inch iPhone's 393
  /// points) unless a variant sets a device.
  public static var text: Snapshotting {
    Snapshotting(pathExtension: "txt") { $0.render(.text) }
  }

  /// The screen as plain text `width` cells wide.
  ///
  /// ```swift
  /// assertSnapshot(of: host, as: .text(width: 80))
  /// ```
  public static func text(width: Int) -> Snapshotting {
    Snapshotting(pathExtension: "txt") { $0.render(.text(width: width)) }
  }

  /// The screen as an HTML fragment, one element per line with its children indented, so a
  /// failure's diff points at the changed element.
  public static var html: Snapshotting {
    Snapshotting(pathExtension: "html") { IndentedHTML.format($0.render(.html)) }
  }

  /// The screen as an SVG image at its device's size, one element per line: an image
  /// snapshot that needs no simulator and diffs as text.
  ///
  /// ```swift
  /// assertSnapshot(of: host, as: .svg)
  /// ```
  public static var svg: Snapshotting {
    Snapshotting(pathExtension: "svg") { $0.render(.svg) }
  }

  /// The screen as a standalone HTML page.
  ///
  /// ```swift
  /// assertSnapshot(of: host, as: .htmlPage(title: "Counter"))
  /// ```
  public static func htmlPage(title: String = "Preview") -> Snapshotting {
    Snapshotting(pathExtension: "html") { $0.render(.htmlPage(title: title)) }
  }

  /// The screen as a standalone HTML page titled "Preview".
  public static var htmlPage: Snapshotting { .htmlPage() }

  /// The node tree as an outline.
  public static var tree: Snapshotting {
    Snapshotting(pathExtension: "tree.txt") { $0.render(.tree) }
  }

  /// The patches of the last interaction.
  public static var patches: Snapshotting {
    Snapshotting(pathExtension: "patches.txt") { $0.render(.patches) }
  }
}

extension Snapshotting where Value: View {
  /// The view mounted and rendered as plain text, 49 cells wide (a 6.1-inch iPhone's width).
  public static var text: Snapshotting { Snapshotting<ViewHost>.text.pullback { ViewHost($0) } }

  /// The view rendered as plain text `width` cells wide.
  ///
  /// ```swift
  /// assertSnapshot(of: ContentView(), as: .text(width: 80))
  /// ```
  public static func text(width: Int) -> Snapshotting {
    Snapshotting<ViewHost>.text(width: width).pullback { ViewHost($0) }
  }

  /// The view as an HTML fragment.
  public static var html: Snapshotting { Snapshotting<ViewHost>.html.pullback { ViewHost($0) } }

  /// The view as an SVG image at a 6.1-inch iPhone's size.
  ///
  /// ```swift
  /// assertSnapshot(of: ContentView(), as: .svg)
  /// ```
  public static var svg: Snapshotting { Snapshotting<ViewHost>.svg.pullback { ViewHost($0) } }

  /// The view as a standalone HTML page.
  ///
  /// ```swift
  /// assertSnapshot(of: ContentView(), as: .htmlPage(title: "Home"))
  /// ```
  public static func htmlPage(title: String = "Preview") -> Snapshotting {
    Snapshotting<ViewHost>.htmlPage(title: title).pullback { ViewHost($0) }
  }

  /// The view as a standalone HTML page titled "Preview".
  public static var htmlPage: Snapshotting { .htmlPage() }

  /// The view's node tree as an outline.
  public static var tree: Snapshotting { Snapshotting<ViewHost>.tree.pullback { ViewHost($0) } }
}
