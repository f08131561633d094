/// A view with a modifier applied.
///
/// ```swift
/// let padded = ModifiedContent(content: Text("Hi"), modifier: Card())
/// ```
public struct ModifiedContent<Content, Modifier> {
  /// The modified view.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// Applies `modifier` to `content`.
  ///
  /// ```swift
  /// ModifiedContent(content: Text("Hi"), modifier: Card())
  /// ```
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// Modified content is primitive: the modifier is applied by the graph.
  public var body: Never { primitiveBody(Self.self) }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
  package func update(_ record: GraphNode) {
    if let primitive = modifier as? any PrimitiveModifier {
      primitive.update(record, content: content)
      return
    }
    record.output = .passthrough
    guard FieldLayout.link(modifier, to: record) else { return }
    record.graph.report.evaluated(record)
    let placeholder = _ViewModifier_Content<Modifier>(content: content)
    let body = modifier.body(content: placeholder)
    record.updateChild(0, body)
  }
}

extension ModifiedContent: DynamicViewContent
where Content: DynamicViewContent, Modifier: ViewModifier {
  /// The data of the modified content.
  public var data: Content.Data { content.data }
}

/// A built-in modifier, applied by the graph rather than through a body.
@MainActor
package protocol PrimitiveModifier {
  /// Sets `record.output` and reconciles `content` (and any view the modifier carries).
  func update<Content: View>(_ record: GraphNode, content: Content)
}

/// A built-in modifier that only records attributes on the content's nodes.
@MainActor
package protocol AttributeModifier: PrimitiveModifier {
  /// The attributes to append to each of the content's nodes.
  var attributes: [Attribute] { get }
}

extension AttributeModifier {
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
