/// A view Vellum evaluates itself instead of asking for a body: it reconciles its children and
/// says how its nodes are made.
///
/// Its body is `Never` (``primitiveBody(_:)``): the graph runs the body of any view whose body
/// is another type without asking whether it is primitive.
@MainActor
package protocol PrimitiveView {
  /// Sets `record.output` and reconciles the record's children with this view's content.
  func update(_ record: GraphNode)

  /// Whether ``update(_:)`` may run the app's code — closures, styles, bindings' getters — which
  /// can read `@Observable` properties, so the update must be observed like a body. `true`
  /// unless the view only turns its own stored values into nodes and children.
  var callsAppCode: Bool { get }
}

extension PrimitiveView {
  package var callsAppCode: Bool { true }
}

/// A primitive view that is one node made from its own value and its environment: it has no
/// children, state or handlers. Inside a control's label, a stack or any other element it needs
/// no record of its own: the element's record makes its node (see
/// ``GraphNode/updateContent(_:environment:)``).
///
/// ```swift
/// Text("Hi").node(identity: Identity(), environment: EnvironmentValues()).role   // .text
/// ```
@MainActor
package protocol LeafView: PrimitiveView, View {
  /// The view's node, with the given identity, in `environment`.
  func node(identity: Identity, environment: EnvironmentValues) -> Node

  /// Whether ``interaction(in:)`` can say anything but ``LeafInteraction/none``: `false` for
  /// leaves that only show something, so they are never asked.
  static var isInteractive: Bool { get }

  /// What a person can do with the view's node in `environment`, or that the view needs a
  /// record there (a button under a custom style, whose body has views of its own).
  func interaction(in environment: EnvironmentValues) -> LeafInteraction

  /// Whether two views of this type can make the same node, so one can share the other's
  /// (see ``LeafNodeMemos``): `false` unless the type says so.
  static var sharesNodes: Bool { get }

  /// Whether this view's node, in an environment and with an identity, is the one `other`
  /// makes in them (the view's action, say, is no part of its node).
  func makesSameNode(as other: Self) -> Bool
}

/// What a leaf view in an element's content lets a person do (see ``LeafView``).
///
/// ```swift
/// Button("Delete") {}.interaction(in: EnvironmentValues())   // .control(.tap(…), …)
/// ```
@MainActor
package enum LeafInteraction {
  /// Nothing: the leaf only shows something.
  case none
  /// The leaf drives `control`, which a person reaches in `environment` (whether it is
  /// enabled, hidden, inside a menu).
  case control(Control, environment: EnvironmentValues)
  /// The leaf needs a record of its own in this environment.
  case needsRecord
}

extension LeafView {
  package var callsAppCode: Bool { false }

  package static var sharesNodes: Bool { false }

  package func makesSameNode(as other: Self) -> Bool { false }

  package static var isInteractive: Bool { false }

  package func interaction(in environment: EnvironmentValues) -> LeafInteraction { .none }

  package func update(_ record: GraphNode) {
    record.output = .leaf(node(identity: record.identity, environment: record.environment))
  }
}

/// A primitive that can run its update on the record of the view that passes it on (a body,
/// `AnyView`, a custom modifier, `onAppear`) instead of on a record of its own: it has the
/// identity and environment its own record would have, and its update keeps nothing in the
/// record that the passing record uses itself. See ``GraphNode/passThrough(_:foldsModifiers:)``.
///
/// ```swift
/// struct Row: View {
///   // One record: Row's. It keeps the onAppear's memory and is the stack's element; the
///   // button's record is its child.
///   var body: some View { HStack { Text("A"); Button("B") {} }.onAppear {} }
/// }
/// ```
@MainActor
package protocol FoldableView: PrimitiveView {
  /// Whether the update keeps something in the record's ``GraphNode/memory`` (`onAppear`,
  /// `task`): a record holds one such view's memory, so a view that keeps memory itself does
  /// not fold another into its record.
  static var keepsMemory: Bool { get }
}

/// A primitive whose whole update is to make its record one element of its content (a stack, a
/// lazy stack, a form): it keeps nothing between updates and runs none of the app's code
/// (``PrimitiveView/callsAppCode`` is `false`). As the only child of a
/// record that passes its content through — a view whose body is a stack, `onAppear` around
/// a stack — it gets no record: that record runs its update and becomes the element.
///
/// ```swift
/// struct Row: View {
///   // Row's record is the stack's element; the button's record is its child.
///   var body: some View { HStack { Text("A"); Button("B") {} } }
/// }
/// ```
@MainActor
package protocol FoldableElement: FoldableView {}

extension FoldableElement {
  package static var keepsMemory: Bool { false }

  package var callsAppCode: Bool { false }
}

/// A wrapper view that reports the type it evaluates on behalf of (toolbar content) in
/// evaluation reports and diagnostics.
@MainActor
package protocol EvaluationNamed {
  /// The name to report.
  var evaluationName: String { get }
}

/// A readable type name for diagnostics: `ContentView`, `ForEach<Array<Int>, Int, Text>`.
///
/// ```swift
/// viewTypeName(Text.self)   // "Text"
/// ```
package func viewTypeName(_ type: Any.Type) -> String {
  String(describing: type)
}

/// The body of a primitive view, which is never asked for.
///
/// ```swift
/// public var body: Never { primitiveBody(Self.self) }
/// ```
package func primitiveBody(_ type: Any.Type) -> Never {
  preconditionFailure("\(viewTypeName(type)) is a primitive view; its body is never evaluated")
}
