#if !canImport(Darwin)
  import Foundation

  /// A chart described for VoiceOver's Audio Graphs (the Accessibility framework's class,
  /// which SwiftUI's `accessibilityChartDescriptor(_:)` takes). Linux has no such framework,
  /// so Vellum declares the part SwiftUI code uses.
  ///
  /// ```swift
  /// AXChartDescriptor(
  ///   title: "Steps", summary: "Rising all week", xAxis: days, yAxis: steps, series: [week])
  /// ```
  open class AXChartDescriptor {
    /// The order a chart's data runs in.
    ///
    /// ```swift
    /// descriptor.contentDirection = .rightToLeft
    /// ```
    public enum ContentDirection: Int, Sendable {
      /// From the leading edge.
      case leftToRight
      /// From the trailing edge.
      case rightToLeft
      /// From the top.
      case topToBottom
      /// From the bottom.
      case bottomToTop
      /// Around, clockwise.
      case radialClockwise
      /// Around, counterclockwise.
      case radialCounterClockwise
    }

    /// The chart's title.
    open var title: String?
    /// A summary of what the chart shows.
    open var summary: String?
    /// The horizontal axis.
    open var xAxis: any AXDataAxisDescriptor
    /// The vertical axis.
    open var yAxis: AXNumericDataAxisDescriptor?
    /// Further axes, for data with more than two dimensions.
    open var additionalAxes: [any AXDataAxisDescriptor]
    /// The chart's series of data.
    open var series: [AXDataSeriesDescriptor]
    /// The order the data runs in.
    open var contentDirection = ContentDirection.leftToRight
    /// The chart's frame in the view's coordinates.
    open var contentFrame = CGRect.zero

    /// A chart of `series` on its axes.
    ///
    /// ```swift
    /// AXChartDescriptor(title: "Steps", summary: nil, xAxis: days, yAxis: steps, series: [week])
    /// ```
    public init(
      title: String?, summary: String?, xAxis: any AXDataAxisDescriptor,
      yAxis: AXNumericDataAxisDescriptor?, additionalAxes: [any AXDataAxisDescriptor] = [],
      series: [AXDataSeriesDescriptor]
    ) {
      self.title = title
      self.summary = summary
      self.xAxis = xAxis
      self.yAxis = yAxis
      self.additionalAxes = additionalAxes
      self.series = series
    }
  }
#endif
