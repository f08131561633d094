// `import Accessibility` on Linux: Vellum, whose `AXChartDescriptor`, its axes, series and
// points, and `AXCustomContent` stand in for the framework's where there is none, so a file
// that imports it to describe a chart for Audio Graphs compiles unchanged. It brings the rest
// of Vellum too, as the Combine stand-in does.
@_exported import Vellum
