import Foundation

/// How a preview is sized in the gallery: on the device's screen, at the size its content
/// needs, or at a fixed size.
///
/// ```swift
/// StarRating(rating: 4).previewLayout(.sizeThatFits)
/// ```
public enum PreviewLayout: Sendable {
  /// On the device's screen.
  case device
  /// At the size the content needs.
  case sizeThatFits
  /// At a fixed size, in points.
  case fixed(width: CGFloat, height: CGFloat)

  /// The attribute value the gallery's page reads.
  var attributeValue: AttributeValue {
    switch self {
    case .device: .name(.device)
    case .sizeThatFits: .name(.sizeThatFits)
    case .fixed(let width, let height): .list([.double(Double(width)), .double(Double(height))])
    }
  }
}
