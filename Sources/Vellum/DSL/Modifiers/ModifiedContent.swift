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
  @inlinable
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
  /// A built-in modifier says whether it runs the app's code; a modifier with a body does.
  package var callsAppCode: Bool { Self.callsAppCode }

  package func update(_ record: GraphNode) {
    // Opened through the graph's table, so a modifier too large for an existential's inline
    // buffer is not boxed on every update, and its type is not found by a cast.
    if let primitive = record.graph.traits(of: Modifier.self).modifier {
      primitive.update(modifier, record, content: content)
      return
    }
    record.output = .passthrough
    guard FieldLayout.link(modifier, to: record) else { return }
    record.graph.report.evaluated(record)
    let placeholder = _ViewModifier_Content<Modifier>(content: content)
    let body = modifier.body(content: placeholder)
    record.passThrough(body)
  }
}

extension ModifiedContent: TypeDecidesAppCode where Content: View, Modifier: ViewModifier {
  /// Whether the modifier runs the app's code, asked of its type (see ``ViewTraits``).
  static var callsAppCode: Bool {
    (Modifier.self as? any PrimitiveModifier.Type)?.callsAppCode ?? true
  }
}

extension ModifiedContent: DynamicViewContent
where Content: DynamicViewContent, Modifier: ViewModifier {
  /// The data of the modified content.
  public var data: Content.Data { content.data }
}
