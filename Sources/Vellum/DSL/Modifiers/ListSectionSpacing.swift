import Foundation

/// The space between the sections of a list.
///
/// ```swift
/// List { … }.listSectionSpacing(.compact)
/// ```
public struct ListSectionSpacing: Hashable, Sendable {
  private let spacing: CGFloat?
  private let name: String

  /// The list style's spacing.
  public static let `default` = Self(spacing: nil, name: "default")
  /// Less space than the default.
  public static let compact = Self(spacing: nil, name: "compact")

  /// `spacing` points between sections.
  ///
  /// ```swift
  /// .listSectionSpacing(.custom(8))
  /// ```
  public static func custom(_ spacing: CGFloat) -> Self { Self(spacing: spacing, name: "custom") }
}

extension View {
  /// Sets the space between the sections of the lists inside; accepted (sections are drawn
  /// with the list style's spacing), as `listRowSpacing(_:)` is.
  ///
  /// ```swift
  /// Form { … }.listSectionSpacing(.compact)
  /// ```
  public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
    self
  }

  /// Sets the space between the sections of the lists inside, in points; accepted.
  ///
  /// ```swift
  /// List { … }.listSectionSpacing(12)
  /// ```
  public func listSectionSpacing(_ spacing: CGFloat) -> some View {
    self
  }
}
