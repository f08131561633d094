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

  /// Evaluated where it is, as its own record's update.
  ///
  /// ```swift
  /// Text("A").padding()._evaluate(in: _ViewRecord(record))
  /// ```
  public func _evaluate(in record: _ViewRecord) {
    let primitive = record.node.graph.traits(of: Self.self).primitive
    record.node.evaluatePrimitive(self, callsAppCode: primitive?.callsAppCode(self) ?? true)
  }

  /// Folded into the record that passes it on when its modifier keeps memory there (see
  /// ``FoldableModifier``), else that record's one child.
  ///
  /// ```swift
  /// Text("A").onAppear {}._passThrough(in: _ViewRecord(record), foldsModifiers: true)
  /// ```
  public func _passThrough(in record: _ViewRecord, foldsModifiers: Bool) {
    let node = record.node
    // Its modifier says whether it folds (its memory is kept by the record, which must keep
    // none of its own), not the graph's table of types.
    guard foldsModifiers, Modifier._foldsIntoRecord else {
      node.passAsChild(self)
      return
    }
    // Folded here rather than by `fold(_:)`, which would need the witness table of this
    // conditional conformance to `PrimitiveView`, made at run time on every call.
    let started = node.startFolding(Self.self)
    modifier._apply(to: content, in: record)
    if started { node.isFolding = false }
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
