/// What a ``FormStyle`` draws from: the form's rows.
///
/// ```swift
/// func makeBody(configuration: Configuration) -> some View {
///   ScrollView { VStack(alignment: .leading) { configuration.content } }
/// }
/// ```
public struct FormStyleConfiguration {
  /// The form's rows, as a view.
  public typealias Content = AnyView

  /// The form's rows.
  public let content: Content
}
