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

  /// Evaluates this view in `record`: a built-in view's update, or the body. Vellum's graph
  /// calls it, dispatching on the view where it is; views never implement it (the default
  /// serves every view with a body).
  ///
  /// ```swift
  /// view._evaluate(in: _ViewRecord(record))
  /// ```
  func _evaluate(in record: _ViewRecord)

  /// Passes this view on as `record`'s only content: what a body, `AnyView` and modifiers that
  /// only pass their content on do with it. Views never implement it.
  ///
  /// ```swift
  /// body._passThrough(in: _ViewRecord(record), foldsModifiers: true)
  /// ```
  func _passThrough(in record: _ViewRecord, foldsModifiers: Bool)

  /// Reconciles this view as all of `record`'s children, in `environment` (the record's own
  /// when `nil`): a stack's content, a control's label. Views never implement it.
  ///
  /// ```swift
  /// content._reconcileContent(in: _ViewRecord(record), environment: nil)
  /// ```
  func _reconcileContent(in record: _ViewRecord, environment: EnvironmentValues?)
}

extension Never: View {
  /// `Never` has no body; it is the body type of primitive views.
  public var body: Never { primitiveBody(Never.self) }
}
