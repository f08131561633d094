/// Where the boxes of views that read their geometry report while a layout places them: what
/// ``PointLayout/measure(_:)`` hands the graph.
///
/// ```swift
/// let recorder = GeometryRecorder()
/// _ = PointLayout(screen: .iPhone15).layout(root, recorder: recorder)
/// recorder.measurement.frames[key]
/// ```
final class GeometryRecorder {
  var measurement = GeometryMeasurement()
}
