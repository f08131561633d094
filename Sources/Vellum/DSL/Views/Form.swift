/// A grouped container of controls, drawn as an inset grouped list.
///
/// ```swift
/// Form {
///   TextField("Email", text: $email)
///   SecureField("Password", text: $password)
/// }
/// ```
public struct Form<Content: View>: View {
  let content: Content

  /// A form of the controls built by `content`.
  ///
  /// ```swift
  /// Form { Toggle("On", isOn: $isOn) }
  /// ```
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A form is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension Form: PrimitiveView, FoldableElement {
  package var callsAppCode: Bool { false }

  /// Evaluated where it is, as its own record's update.
  ///
  /// ```swift
  /// Form { Text("A") }._evaluate(in: _ViewRecord(record))
  /// ```
  public func _evaluate(in record: _ViewRecord) {
    record.node.evaluatePrimitive(self, callsAppCode: false)
  }

  /// Folded into the record that passes it on, which becomes the stack's element.
  ///
  /// ```swift
  /// Form { Text("A") }._passThrough(in: _ViewRecord(record), foldsModifiers: true)
  /// ```
  public func _passThrough(in record: _ViewRecord, foldsModifiers: Bool) {
    record.node.fold(self)
  }

  package func update(_ record: GraphNode) {
    record.element(.form, content: content)
  }
}
