import Foundation

/// A view whose content is built from the space it is offered. It takes all of that space and
/// places its content at its top-leading corner.
///
/// The size comes from laying the screen out in points as SwiftUI does, on the host's device
/// (a 6.1-inch iPhone, 393 × 852 points, unless a variant sets one): a reader filling an
/// iPhone's safe area is 393 × 759 points. Along an unspecified axis (a reader in a
/// `ScrollView`) it is 10 points long. The graph measures after each update and evaluates the
/// reader again when its rectangle changes; its content first runs once the screen has been
/// measured, so it never sees a zero size that SwiftUI would not show it.
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
