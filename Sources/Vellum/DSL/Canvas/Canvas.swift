import Foundation

/// A view its renderer draws into with a `GraphicsContext`, at the size it is offered (measured
/// as a `GeometryReader` is: on the host's 40-cell screen, 8 points a column and 16 a row). In
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

extension Canvas: PrimitiveView {
  package func update(_ record: GraphNode) {
    let measured = record.graph.readGeometry(of: record)
    let size = measured.frame.size
    // The symbol views are mounted (their nodes carry their tags) but only drawn by the
    // renderer.
    record.updateChild(0, symbols)
    let recorder = CanvasRecorder()
    recorder.symbols = record.children.flatMap(\.nodes).compactMap { $0[.tag] }
    var context = GraphicsContext(
      recorder: recorder, environment: record.environment, size: size)
    renderer(&context, size)
    var attributes = [
      Attribute(measuredSize: size), Attribute(.canvasOperations, .list(recorder.operations)),
      Attribute(.geometryKey, .int(measured.key)),
    ]
    if !recorder.filters.isEmpty {
      attributes.append(
        Attribute(.filter, .list(recorder.filters.map { .name(Keyword(rawValue: $0)) })))
    }
    record.output = .element(Node(role: .canvas, identity: record.identity, attributes: attributes))
  }
}
