/// The built-in modifier behind `padding`, `font`, `opacity` and the other modifiers that only
/// record attributes on the content's nodes.
///
/// Usable from inline code, with its `_apply(to:in:)` witness declared here rather than taken
/// from ``PrimitiveModifier``'s extension, so the commonest modifier functions (`padding`,
/// `opacity`, `font`, …) can be inlinable: the modified view's type is then known where they
/// are called instead of looked up at run time on every call of every row.
@usableFromInline
struct AttributesModifier: ViewModifier, AttributeModifier, Equatable {
  @usableFromInline typealias Body = Never

  let attributes: [Attribute]

  @usableFromInline
  init(_ attributes: [Attribute]) { self.attributes = attributes }

  @usableFromInline
  init(_ attributes: Attribute...) { self.attributes = attributes }

  @usableFromInline
  func _apply<Content: View>(to content: Content, in record: _ViewRecord) {
    update(record.node, content: content)
  }
}

extension AttributesModifier: LeafModifier {
  /// Recording attributes leaves the environment as it is.
  func modify(_ environment: inout EnvironmentValues) {}
}

/// The built-in modifier behind `background` and `overlay`: another view recorded as the value
/// of one attribute of each content node.
struct LayerModifier<Layer: View>: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let name: AttributeName
  let layer: Layer
  let alignment: Alignment

  func update<Content: View>(_ record: GraphNode, content: Content) {
    let attributes =
      alignment == .center ? [] : [Attribute(name.layerAlignment, .name(alignment.keyword))]
    record.output = .modified(attributes, slot: name)
    record.updateChild(0, content)
    record.updateChild(1, layer, component: .index(1))
  }
}

/// The built-in modifier behind `symbolVariant` and `environment(_:_:)`: one environment value
/// set for the content.
struct EnvironmentWriter<Value>: ViewModifier, EnvironmentModifier {
  typealias Body = Never

  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let value: Value

  func modify(_ environment: inout EnvironmentValues) {
    environment[keyPath: keyPath] = value
  }

  /// The environment values the renderers paint, recorded on the content's nodes: a color
  /// scheme or a layout direction set on part of the screen is drawn there, in every rendering.
  var attributes: [Attribute] {
    switch keyPath as AnyKeyPath {
    case \EnvironmentValues.colorScheme:
      guard let scheme = value as? ColorScheme else { return [] }
      return [Attribute(.colorScheme, .name(Keyword(describing: scheme)))]
    case \EnvironmentValues.layoutDirection:
      guard let direction = value as? LayoutDirection else { return [] }
      return [Attribute(.layoutDirection, .name(Keyword(describing: direction)))]
    default:
      return []
    }
  }
}

extension EnvironmentWriter: @MainActor Equatable where Value: Equatable {}

extension EnvironmentWriter: LeafModifier {}
