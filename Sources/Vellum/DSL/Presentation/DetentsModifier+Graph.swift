/// The modifier behind `presentationDetents`: records the detents on the sheet's content,
/// resolving custom ones in the environment where they are set (their heights read it).
struct DetentsModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let detents: Set<PresentationDetent>

  /// The detents in a stable order, each as its node records it; unavailable custom detents
  /// are left out.
  func update<Content: View>(_ record: GraphNode, content: Content) {
    let context = PresentationDetent.Context(environment: record.environment)
    let values = detents.sorted { $0.description < $1.description }
      .compactMap { $0.attributeValue(in: context) }
    record.output = .modified([Attribute(.presentationDetents, .list(values))], slot: nil)
    record.updateChild(0, content)
  }
}
