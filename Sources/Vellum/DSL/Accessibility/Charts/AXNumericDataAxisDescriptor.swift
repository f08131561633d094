#if !canImport(Darwin)
  /// A numeric axis of a chart described for Audio Graphs: its range, gridlines and how a
  /// value is read.
  ///
  /// ```swift
  /// AXNumericDataAxisDescriptor(title: "Steps", range: 0...12_000, gridlinePositions: []) {
  ///   "\(Int($0)) steps"
  /// }
  /// ```
  open class AXNumericDataAxisDescriptor: AXDataAxisDescriptor {
    /// How values are spaced along the axis.
    ///
    /// ```swift
    /// axis.scaleType = .log10
    /// ```
    public enum ScaleType: Int, Sendable {
      /// Evenly.
      case linear
      /// By powers of ten.
      case log10
      /// By powers of e.
      case ln
    }

    /// The axis's title.
    open var title: String
    /// The values the axis spans.
    open var range: ClosedRange<Double>
    /// Where gridlines cross the axis.
    open var gridlinePositions: [Double]
    /// How VoiceOver reads a value: "4,000 steps".
    open var valueDescriptionProvider: (Double) -> String
    /// How values are spaced.
    open var scaleType = ScaleType.linear

    /// An axis over `range`.
    ///
    /// ```swift
    /// AXNumericDataAxisDescriptor(title: "°C", range: -10...40, gridlinePositions: [0]) {
    ///   "\($0) degrees"
    /// }
    /// ```
    public init(
      title: String, range: ClosedRange<Double>, gridlinePositions: [Double],
      valueDescriptionProvider: @escaping (Double) -> String
    ) {
      self.title = title
      self.range = range
      self.gridlinePositions = gridlinePositions
      self.valueDescriptionProvider = valueDescriptionProvider
    }
  }
#endif
