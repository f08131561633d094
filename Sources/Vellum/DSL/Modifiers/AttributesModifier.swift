/// The built-in modifier behind `padding`, `font`, `opacity` and the other modifiers that only
/// record attributes on the content's nodes.
struct AttributesModifier: ViewModifier, AttributeModifier, Equatable {
  typealias Body = Never

  let attributes: [Attribute]

  init(_ attributes: [Attribute]) { self.attributes = attributes }

  init(_ attributes: Attribute...) { self.attributes = attributes }
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
      alignment == .center ? [] : [Attribute(name.layerAlignment, .name(alignment.description))]
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
}

extension EnvironmentWriter: @MainActor Equatable where Value: Equatable {}

extension EnvironmentWriter: LeafModifier {}
