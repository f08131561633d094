import Foundation

/// A view whose content is built from the space it is offered. It takes all of that space and
/// places its content at its top-leading corner.
///
/// The size comes from laying the screen out as the text rendering does, on the host's screen
/// of 40 cells (``RenderFormat/text``), at 8 points a column and 16 points a row: a reader
/// filling the width of the screen is 320 points wide in text and in HTML alike. Along an
/// unbounded axis (a reader in a `ScrollView`, or at the root's unbounded height) it is as long
/// as its content. The graph measures after each update and evaluates the reader again when
/// its rectangle changes, so the first pass sees a zero size.
///
/// ```swift
/// GeometryReader { proxy in
///   HStack(spacing: 0) {
///     Color.blue.frame(width: proxy.size.width * 0.25)
///     Color.gray
///   }
/// }
/// ```
public struct GeometryReader<Content: View>: View {
  /// Builds the content from the reader's geometry.
  public var content: (GeometryProxy) -> Content

  /// A reader whose content is built from its geometry.
  ///
  /// ```swift
  /// GeometryReader { proxy in Text("\(Int(proxy.size.width)) pt wide") }
  /// ```
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  /// A geometry reader is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension GeometryReader: PrimitiveView {
  package func update(_ record: GraphNode) {
    let measured = record.graph.readGeometry(of: record)
    let proxy = GeometryProxy(frame: measured.frame, spaces: measured.spaces)
    record.output = .element(
      Node(
        role: .geometryReader, identity: record.identity,
        attributes: [
          Attribute(measuredSize: measured.frame.size), Attribute(.geometryKey, .int(measured.key)),
        ]))
    record.updateChild(0, content(proxy))
  }
}

/// The geometry a `GeometryReader` gives its content: its size, and its rectangle in a
/// coordinate space.
///
/// ```swift
/// GeometryReader { proxy in Text(proxy.size.width > 300 ? "Wide" : "Narrow") }
/// ```
public struct GeometryProxy {
  let globalFrame: CGRect
  let spaces: [String: CGRect]

  init(frame: CGRect, spaces: [String: CGRect]) {
    globalFrame = frame
    self.spaces = spaces
  }

  /// The reader's size, in points.
  public var size: CGSize { globalFrame.size }

  /// The insets of the safe area around the reader: none on the host's screen.
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }

  /// The reader's rectangle in a coordinate space: at the origin in `.local`, on the screen in
  /// `.global`, and relative to a named space (the screen when no view names it).
  ///
  /// ```swift
  /// proxy.frame(in: .named("scroll")).minY
  /// ```
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
    frame(in: coordinateSpace.coordinateSpace)
  }

  /// The reader's rectangle in a coordinate space, by the older enumeration.
  ///
  /// ```swift
  /// proxy.frame(in: CoordinateSpace.global)
  /// ```
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    switch coordinateSpace {
    case .local:
      return CGRect(origin: .zero, size: size)
    case .named(let name):
      guard let space = spaces["\(name)"] else { return globalFrame }
      return globalFrame.offsetBy(dx: -space.minX, dy: -space.minY)
    default:
      return globalFrame
    }
  }

  /// The bounds of a named coordinate space in the reader's own coordinates, or `nil` when no
  /// view names it.
  ///
  /// ```swift
  /// proxy.bounds(of: .named("container"))
  /// ```
  public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
    guard case .named(let name) = coordinateSpace.coordinateSpace, let space = spaces["\(name)"]
    else { return nil }
    return space.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
  }
}
