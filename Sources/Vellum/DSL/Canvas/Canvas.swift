import Foundation

/// A view its renderer draws into with a `GraphicsContext`, at the size it is offered (measured
/// as a `GeometryReader` is, by the point layout on the host's device). In
/// HTML the drawings are an SVG of the canvas's size; in text the canvas is a box of its size
/// with the texts it drew at their places.
///
/// ```swift
/// Canvas { context, size in
///   let bar = CGRect(x: 0, y: 0, width: size.width * 0.6, height: size.height)
///   context.fill(Path(bar), with: .color(.green))
/// }
/// .frame(height: 32)
/// ```
public struct Canvas<Symbols: View>: View {
  let renderer: (inout GraphicsContext, CGSize) -> Void
  let symbols: Symbols

  /// A canvas with symbol views its renderer can draw by their `tag`.
  ///
  /// ```swift
  /// Canvas { context, size in
  ///   if let dot = context.resolveSymbol(id: "dot") { context.draw(dot, at: .zero) }
  /// } symbols: {
  ///   Circle().frame(width: 4, height: 4).tag("dot")
  /// }
  /// ```
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void,
    @ViewBuilder symbols: () -> Symbols
  ) {
    self.renderer = renderer
    self.symbols = symbols()
  }

  /// A canvas is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension Canvas where Symbols == EmptyView {
  /// A canvas drawn by `renderer`.
  ///
  /// ```swift
  /// Canvas { context, size in context.stroke(Path(CGRect(origin: .zero, size: size)), with: .foreground) }
  /// ```
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    self.init(
      opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously,
      renderer: renderer
    ) {
      EmptyView()
    }
  }
}
