extension Image {
  /// How much of a high dynamic range image's brightness may be shown.
  ///
  /// ```swift
  /// Image("sunset").allowedDynamicRange(.high)
  /// ```
  public struct DynamicRange: Hashable, Sendable {
    private let name: String

    /// Standard dynamic range: no brightness beyond white.
    public static let standard = DynamicRange(name: "standard")
    /// Some of the extended range, kept close to standard content.
    public static let constrainedHigh = DynamicRange(name: "constrainedHigh")
    /// The full extended range.
    public static let high = DynamicRange(name: "high")
  }

}
