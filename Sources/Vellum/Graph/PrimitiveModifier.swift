/// A built-in modifier, applied by the graph rather than through a body.
@MainActor
package protocol PrimitiveModifier {
  /// Sets `record.output` and reconciles `content` (and any view the modifier carries).
  func update<Content: View>(_ record: GraphNode, content: Content)

  /// Whether ``update(_:content:)`` may run the app's code (see
  /// ``PrimitiveView/callsAppCode``); `true` unless the modifier says otherwise.
  static var callsAppCode: Bool { get }
}

extension PrimitiveModifier {
  package static var callsAppCode: Bool { true }
}

extension PrimitiveModifier where Self: ViewModifier {
  /// A built-in modifier is applied where it is: its update, without looking its type up.
  /// (Every built-in modifier is internal, so this witness serves them all.)
  func _apply<Content: View>(to content: Content, in record: _ViewRecord) {
    update(record.node, content: content)
  }
}

/// A built-in modifier that keeps what it remembers (`onAppear`'s appearance, a task, the last
/// value `onChange` saw) in its record's ``GraphNode/memory`` and passes its content on with
/// ``GraphNode/passThrough(_:foldsModifiers:)``, saying `foldsModifiers: false`. Passed on by a
/// record that keeps no memory of its own (a view's body, `AnyView`), the modified content gets
/// no record: that record keeps the modifier's memory.
///
/// ```swift
/// // Row's record keeps the onAppear's memory; no record for the modifier.
/// struct Row: View { var body: some View { Text("A").onAppear {} } }
/// ```
@MainActor
package protocol FoldableModifier: PrimitiveModifier {}

extension FoldableModifier where Self: ViewModifier {
  /// Content under a memory-keeping modifier folds into the record that passes it on.
  static var _foldsIntoRecord: Bool { true }
}

/// Content under a memory-keeping modifier folds into the record that passes it on.
extension ModifiedContent: FoldableView
where Content: View, Modifier: FoldableModifier & ViewModifier {
  package static var keepsMemory: Bool { true }
}

/// A built-in modifier that only records attributes on the content's nodes.
@MainActor
package protocol AttributeModifier: PrimitiveModifier {
  /// The attributes to append to each of the content's nodes.
  var attributes: [Attribute] { get }
}

extension AttributeModifier {
  /// Recording attributes runs none of the app's code.
  package static var callsAppCode: Bool { false }

  package func update<Content: View>(_ record: GraphNode, content: Content) {
    record.output = .modified(attributes, slot: nil)
    record.updateChild(0, content)
  }
}

/// A built-in modifier that changes the environment of its content.
@MainActor
package protocol EnvironmentModifier: PrimitiveModifier {
  /// Changes the environment the content is evaluated in.
  func modify(_ environment: inout EnvironmentValues)
  /// The attributes to append to each of the content's nodes; none by default.
  var attributes: [Attribute] { get }
}

extension EnvironmentModifier {
  package var attributes: [Attribute] { [] }

  package func update<Content: View>(_ record: GraphNode, content: Content) {
    updateEnvironment(record, content: content)
  }

  /// The environment modifier's work: records its attributes and evaluates `content` in the
  /// modified environment, reusing the last one while nothing changed.
  package func updateEnvironment<Content: View>(_ record: GraphNode, content: Content) {
    let attributes = attributes  // computed by some writers: read once
    record.output = attributes.isEmpty ? .passthrough : .modified(attributes, slot: nil)
    let cache = record.memory as? EnvironmentCache
    let environment: EnvironmentValues
    if let cache, cache.inherited.isIdentical(to: record.environment),
      let equatable = self as? any Equatable, isEqual(equatable, cache.modifier)
    {
      environment = cache.result
    } else {
      var modified = record.environment
      modify(&modified)
      record.memory = EnvironmentCache(
        inherited: record.environment, modifier: self, result: modified)
      environment = modified
    }
    record.updateChild(0, content, environment: environment)
  }
}

/// The environment an environment modifier made last time, reused while nothing changed so the
/// content keeps an identical environment and can be skipped.
private final class EnvironmentCache {
  let inherited: EnvironmentValues
  let modifier: Any
  let result: EnvironmentValues

  init(inherited: EnvironmentValues, modifier: Any, result: EnvironmentValues) {
    self.inherited = inherited
    self.modifier = modifier
    self.result = result
  }
}

/// A built-in modifier whose whole work on a leaf (`Text`, `Image`, `Spacer`) is to change the
/// environment the leaf is made in and add attributes to its node, so a modified leaf in a
/// stack needs no records either: `Image(systemName: "star").padding().foregroundStyle(.red)`
/// is made into one node by the stack's record. Modifiers that keep something between updates
/// or tell the graph something (`onAppear`, `preferredColorScheme`) are not leaf modifiers.
@MainActor
package protocol LeafModifier: PrimitiveModifier {
  /// Changes the environment the content is made in.
  func modify(_ environment: inout EnvironmentValues)
  /// The attributes to append to the content's node.
  var attributes: [Attribute] { get }
}

/// A leaf with leaf modifiers applied is a leaf: its node is the content's node, made in the
/// modified environment, with the modifier's attributes appended — what the records of the
/// modifier and its content would make.
///
/// ```swift
/// Text("Hi").padding().node(identity: Identity(), environment: EnvironmentValues())
/// ```
extension ModifiedContent: LeafView
where Content: LeafView & View, Modifier: LeafModifier & ViewModifier {
  package func node(identity: Identity, environment: EnvironmentValues) -> Node {
    var modified = environment
    modifier.modify(&modified)
    var node = content.node(identity: identity, environment: modified)
    node.attributes += modifier.attributes
    return node
  }

  package static var isInteractive: Bool { Content.isInteractive }

  /// The content's interaction in the modified environment: a disabled button is reached
  /// disabled.
  package func interaction(in environment: EnvironmentValues) -> LeafInteraction {
    var modified = environment
    modifier.modify(&modified)
    return content.interaction(in: modified)
  }
}
