extension UIViewRepresentable {
  /// Draws the placeholder that stands for the UIKit view.
  public func _evaluate(in record: _ViewRecord) {
    record.node.output = .passthrough
    record.node.passThrough(RepresentablePlaceholder(typeName: viewTypeName(Self.self)))
  }
}

extension UIViewControllerRepresentable {
  /// Draws the placeholder that stands for the view controller.
  public func _evaluate(in record: _ViewRecord) {
    record.node.output = .passthrough
    record.node.passThrough(RepresentablePlaceholder(typeName: viewTypeName(Self.self)))
  }
}

/// What a preview shows for a UIKit view: the wrapper's type name over a dashed square, and
/// a line saying a device draws it.
private struct RepresentablePlaceholder: View {
  let typeName: String

  var body: some View {
    ContentUnavailableView(
      typeName, systemImage: "square.dashed", description: Text("A UIKit view, drawn on a device"))
  }
}
