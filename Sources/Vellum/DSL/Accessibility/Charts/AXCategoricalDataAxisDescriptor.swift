#if !canImport(Darwin)
  /// A categorical axis of a chart described for Audio Graphs: its categories in order.
  ///
  /// ```swift
  /// AXCategoricalDataAxisDescriptor(title: "Day", categoryOrder: ["Mon", "Tue", "Wed"])
  /// ```
  open class AXCategoricalDataAxisDescriptor: AXDataAxisDescriptor {
    /// The axis's title.
    open var title: String
    /// The categories, in the order the axis runs.
    open var categoryOrder: [String]

    /// An axis of `categoryOrder`.
    ///
    /// ```swift
    /// AXCategoricalDataAxisDescriptor(title: "Fruit", categoryOrder: ["Apple", "Pear"])
    /// ```
    public init(title: String, categoryOrder: [String]) {
      self.title = title
      self.categoryOrder = categoryOrder
    }
  }
#endif
