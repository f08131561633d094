/// Makes the content refreshable: records it and passes the action down.
struct RefreshableModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let action: RefreshAction

  func update<Content: View>(_ record: GraphNode, content: Content) {
    record.control = .refresh(action)
    record.output = .modified([Attribute(.refreshable, .bool(true))], slot: nil)
    var environment = record.environment
    environment.refresh = action
    record.updateChild(0, content, environment: environment)
  }
}
