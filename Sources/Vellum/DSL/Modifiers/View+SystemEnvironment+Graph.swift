/// Sets the color scheme for the content and records the preference.
struct PreferredColorScheme: ViewModifier, EnvironmentModifier {
  typealias Body = Never

  let colorScheme: ColorScheme?

  var attributes: [Attribute] {
    colorScheme.map { [Attribute(.preferredColorScheme, .name(Keyword(describing: $0)))] } ?? []
  }

  func modify(_ environment: inout EnvironmentValues) {
    if let colorScheme { environment.colorScheme = colorScheme }
  }

  /// Also tells the graph, which gives the screen the preference nearest its root.
  func update<Content: View>(_ record: GraphNode, content: Content) {
    record.graph.notePreferredColorScheme(colorScheme, of: record)
    updateEnvironment(record, content: content)
  }
}
