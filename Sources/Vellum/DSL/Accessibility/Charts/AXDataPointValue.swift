#if !canImport(Darwin)
  /// One value of a chart's point: a number, or a category.
  ///
  /// ```swift
  /// AXDataPointValue(category: "Tuesday").category   // "Tuesday"
  /// ```
  open class AXDataPointValue {
    /// The value as a number; 0 for a category.
    open var number: Double
    /// The value as a category, when it is one.
    open var category: String?

    /// A numeric value.
    ///
    /// ```swift
    /// AXDataPointValue(number: 42)
    /// ```
    public init(number: Double) {
      self.number = number
      category = nil
    }

    /// A categorical value.
    ///
    /// ```swift
    /// AXDataPointValue(category: "Pear")
    /// ```
    public init(category: String) {
      number = 0
      self.category = category
    }
  }
#endif
