#if !canImport(Darwin)
  /// A point of a chart's series described for Audio Graphs.
  ///
  /// ```swift
  /// AXDataPoint(x: 3, y: 8_200, label: "Wednesday")
  /// ```
  open class AXDataPoint {
    /// The point's value on the horizontal axis.
    open var xValue: AXDataPointValue
    /// The point's value on the vertical axis.
    open var yValue: AXDataPointValue?
    /// Its values on further axes.
    open var additionalValues: [AXDataPointValue]
    /// How VoiceOver names the point.
    open var label: String?

    /// A point at a number on the horizontal axis.
    ///
    /// ```swift
    /// AXDataPoint(x: 1, y: 4_000)
    /// ```
    public init(
      x: Double, y: Double? = nil, additionalValues: [AXDataPointValue] = [],
      label: String? = nil
    ) {
      xValue = AXDataPointValue(number: x)
      yValue = y.map { AXDataPointValue(number: $0) }
      self.additionalValues = additionalValues
      self.label = label
    }

    /// A point at a category of the horizontal axis.
    ///
    /// ```swift
    /// AXDataPoint(x: "Tuesday", y: 4_000)
    /// ```
    public init(
      x: String, y: Double? = nil, additionalValues: [AXDataPointValue] = [],
      label: String? = nil
    ) {
      xValue = AXDataPointValue(category: x)
      yValue = y.map { AXDataPointValue(number: $0) }
      self.additionalValues = additionalValues
      self.label = label
    }
  }
#endif
