extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
  /// A built-in modifier says whether it runs the app's code; a modifier with a body does.
  package var callsAppCode: Bool { Self.callsAppCode }

  package func update(_ record: GraphNode) {
    modifier._apply(to: content, in: _ViewRecord(record))
  }
}
