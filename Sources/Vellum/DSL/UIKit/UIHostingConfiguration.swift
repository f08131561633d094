import Foundation

/// A cell's content written in SwiftUI, for UIKit's collection and table view cells, as a
/// stand-in: the cell's `content` is what a host mounts.
///
/// ```swift
/// cell.contentConfiguration = UIHostingConfiguration { RecipeRow(recipe: recipe) }
///   .margins(.horizontal, 16)
/// ```
@MainActor
public struct UIHostingConfiguration<Content: View, Background: View> {
  /// The cell's content.
  public let content: Content
  /// What the cell draws behind its content.
  public let background: Background

  /// A configuration showing `content` with no background.
  ///
  /// ```swift
  /// UIHostingConfiguration { Text("Row") }
  /// ```
  public init(@ViewBuilder content: () -> Content) where Background == EmptyView {
    self.content = content()
    self.background = EmptyView()
  }

  private init(content: Content, background: Background) {
    self.content = content
    self.background = background
  }

  /// This configuration with `background` behind its content.
  ///
  /// ```swift
  /// UIHostingConfiguration { Text("Row") }.background { Color.yellow }
  /// ```
  public func background<B: View>(@ViewBuilder content: () -> B) -> UIHostingConfiguration<
    Content, B
  > {
    UIHostingConfiguration<Content, B>(content: self.content, background: content())
  }

  /// This configuration with `style` behind its content.
  ///
  /// ```swift
  /// UIHostingConfiguration { Text("Row") }.background(.thinMaterial)
  /// ```
  public func background<S: ShapeStyle>(_ style: S) -> UIHostingConfiguration<
    Content, _ShapeView<Rectangle, S>
  > {
    UIHostingConfiguration<Content, _ShapeView<Rectangle, S>>(
      content: content, background: Rectangle().fill(style))
  }

  /// This configuration with margins of `length` on `edges` (the cell lays them out).
  ///
  /// ```swift
  /// UIHostingConfiguration { Text("Row") }.margins(.horizontal, 20)
  /// ```
  public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> Self { self }

  /// This configuration with `insets` as margins (the cell lays them out).
  ///
  /// ```swift
  /// UIHostingConfiguration { Text("Row") }.margins(.all, EdgeInsets())
  /// ```
  public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets) -> Self { self }

  /// This configuration with a minimum size (the cell lays it out).
  ///
  /// ```swift
  /// UIHostingConfiguration { Text("Row") }.minSize(height: 60)
  /// ```
  public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> Self { self }
}
