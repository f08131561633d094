import Foundation

/// One column of a `LazyVGrid` (or row of a `LazyHGrid`): fixed, flexible, or as many
/// adaptive tracks as fit.
///
/// ```swift
/// let columns = [GridItem(.adaptive(minimum: 80))]
/// let sidebar = [GridItem(.fixed(100)), GridItem(.flexible())]
/// ```
public struct GridItem: Sendable {
  /// How a track is sized.
  public enum Size: Sendable {
    /// Exactly this many points.
    case fixed(CGFloat)
    /// A share of the space left, between a minimum and a maximum.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many tracks as fit, each at least `minimum` points wide.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// How the track is sized.
  public var size: Size
  /// The space after the track, or `nil` for the default.
  public var spacing: CGFloat?
  /// How cells sit in the track, or `nil` for the grid's alignment.
  public var alignment: Alignment?

  /// A track of a size, spacing and alignment.
  ///
  /// ```swift
  /// GridItem(.flexible(), spacing: 8, alignment: .top)
  /// ```
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }

  /// The track as attribute fields: `(fixed: 100)`, `(flexible: 10...inf)`, `(adaptive: 80...inf)`.
  var attributeValue: AttributeValue {
    var fields: [Attribute]
    switch size {
    case .fixed(let length):
      fields = [Attribute(.fixed, .double(Double(length)))]
    case .flexible(let minimum, let maximum):
      fields = [
        Attribute(.flexible, .list([.double(Double(minimum)), .double(Double(maximum))]))
      ]
    case .adaptive(let minimum, let maximum):
      fields = [
        Attribute(.adaptive, .list([.double(Double(minimum)), .double(Double(maximum))]))
      ]
    }
    if let spacing { fields.append(Attribute(.spacing, .double(Double(spacing)))) }
    if let alignment { fields.append(Attribute(.alignment, .name(alignment.keyword))) }
    return .fields(fields)
  }
}
