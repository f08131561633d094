#if !canImport(Darwin)
  /// An axis of a chart described for Audio Graphs: numeric or categorical.
  ///
  /// ```swift
  /// let axis: any AXDataAxisDescriptor = AXCategoricalDataAxisDescriptor(
  ///   title: "Day", categoryOrder: ["Mon", "Tue"])
  /// ```
  public protocol AXDataAxisDescriptor: AnyObject {
    /// The axis's title.
    var title: String { get set }
  }
#endif
