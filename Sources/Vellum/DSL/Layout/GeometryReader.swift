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
