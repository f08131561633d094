extension UIViewRepresentable {
  /// Draws the placeholder that stands for the UIKit view.
  public func _evaluate(in record: _ViewRecord) {
    record.node.showUIKitPlaceholder(for: Self.self)
  }
}

extension UIViewControllerRepresentable {
  /// Draws the placeholder that stands for the view controller.
  public func _evaluate(in record: _ViewRecord) {
    record.node.showUIKitPlaceholder(for: Self.self)
  }
}

extension GraphNode {
  /// Shows, in place of a wrapped UIKit view, a placeholder labelled with the wrapper's type.
  fileprivate func showUIKitPlaceholder(for type: Any.Type) {
    output = .passthrough
    passThrough(RepresentablePlaceholder(typeName: viewTypeName(type)))
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
