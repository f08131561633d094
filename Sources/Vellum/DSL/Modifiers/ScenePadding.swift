/// The padding the system puts around a scene's content.
///
/// ```swift
/// Form { … }.scenePadding(.minimum, edges: .horizontal)
/// ```
public struct ScenePadding: Hashable, Sendable {
  private let name: String

  /// The smallest padding the platform keeps content from a scene's edges: the standard
  /// padding on iOS.
  public static let minimum = Self(name: "minimum")
}

extension View {
  /// Pads `edges` of the view by `padding`, the system's padding for a scene's content.
  ///
  /// ```swift
  /// VStack { … }.scenePadding(.minimum, edges: .bottom)
  /// ```
  public consuming func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all)
    -> some View
  {
    scenePadding(edges)
  }
}
