/// Haptic or audio feedback for `sensoryFeedback`; accepted, with no effect in Vellum.
///
/// ```swift
/// .sensoryFeedback(.impact(weight: .heavy), trigger: drops)
/// ```
public struct SensoryFeedback: Hashable, Sendable, CustomStringConvertible {
  /// `impact(weight: heavy, intensity: 1)`.
  public let description: String

  private init(_ description: String) { self.description = description }

  /// A task succeeded.
  public static let success = SensoryFeedback("success")
  /// A task produced a warning.
  public static let warning = SensoryFeedback("warning")
  /// A task failed.
  public static let error = SensoryFeedback("error")
  /// The selection changed.
  public static let selection = SensoryFeedback("selection")
  /// A value increased.
  public static let increase = SensoryFeedback("increase")
  /// A value decreased.
  public static let decrease = SensoryFeedback("decrease")
  /// An activity started.
  public static let start = SensoryFeedback("start")
  /// An activity stopped.
  public static let stop = SensoryFeedback("stop")
  /// Something snapped into alignment.
  public static let alignment = SensoryFeedback("alignment")
  /// A level changed.
  public static let levelChange = SensoryFeedback("levelChange")
  /// A drawn path is complete.
  public static let pathComplete = SensoryFeedback("pathComplete")
  /// An impact of the default weight.
  public static let impact = SensoryFeedback("impact")

  /// An impact of a weight and intensity.
  ///
  /// ```swift
  /// .sensoryFeedback(.impact(weight: .light, intensity: 0.5), trigger: taps)
  /// ```
  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback("impact(weight: \(weight.name), intensity: \(formatNumber(intensity)))")
  }

  /// An impact of a flexibility and intensity.
  ///
  /// ```swift
  /// .sensoryFeedback(.impact(flexibility: .soft), trigger: taps)
  /// ```
  public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback(
      "impact(flexibility: \(flexibility.name), intensity: \(formatNumber(intensity)))")
  }

  /// The weight of an impact.
  ///
  /// ```swift
  /// SensoryFeedback.Weight.heavy
  /// ```
  public struct Weight: Hashable, Sendable {
    fileprivate let name: String
    /// A light impact.
    public static let light = Weight(name: "light")
    /// A medium impact.
    public static let medium = Weight(name: "medium")
    /// A heavy impact.
    public static let heavy = Weight(name: "heavy")
  }

  /// The flexibility of an impact.
  ///
  /// ```swift
  /// SensoryFeedback.Flexibility.rigid
  /// ```
  public struct Flexibility: Hashable, Sendable {
    fileprivate let name: String
    /// A rigid impact.
    public static let rigid = Flexibility(name: "rigid")
    /// A solid impact.
    public static let solid = Flexibility(name: "solid")
    /// A soft impact.
    public static let soft = Flexibility(name: "soft")
  }
}
