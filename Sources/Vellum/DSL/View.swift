/// A piece of user interface: a value that describes what to show.
///
/// Write a view as a struct with a `body`; Vellum evaluates bodies against a live graph that keeps
/// their state, and renders the result as text or HTML.
///
/// ```swift
/// struct Greeting: View {
///   let name: String
///   var body: some View {
///     Text("Hello, \(name)!")
///   }
/// }
/// ```
@MainActor
@preconcurrency
public protocol View {
  /// The type of view this view's body is made of.
  associatedtype Body: View

  /// The content of this view.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  /// `Never` has no body; it is the body type of primitive views.
  public var body: Never { primitiveBody(Never.self) }
}
