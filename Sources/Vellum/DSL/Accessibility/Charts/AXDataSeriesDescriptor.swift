#if !canImport(Darwin)
  /// A series of a chart described for Audio Graphs: its name and points.
  ///
  /// ```swift
  /// AXDataSeriesDescriptor(name: "This week", isContinuous: true, dataPoints: points)
  /// ```
  open class AXDataSeriesDescriptor {
    /// The series' name.
    open var name: String?
    /// Whether the points are samples of a continuous line rather than separate bars.
    open var isContinuous: Bool
    /// The series' points.
    open var dataPoints: [AXDataPoint]

    /// A series of `dataPoints`.
    ///
    /// ```swift
    /// AXDataSeriesDescriptor(name: "Sales", isContinuous: false, dataPoints: points)
    /// ```
    public init(name: String, isContinuous: Bool, dataPoints: [AXDataPoint]) {
      self.name = name
      self.isContinuous = isContinuous
      self.dataPoints = dataPoints
    }
  }
#endif
