/// Views layered on top of each other, the last one in front.
///
/// ```swift
/// ZStack {
///   Color.blue
///   Text("On blue")
/// }
/// ```
public struct ZStack<Content: View>: View {
  @usableFromInline let alignment: Alignment
  @usableFromInline let content: Content

  /// An overlaying stack, centered by default.
  ///
  /// ```swift
  /// ZStack(alignment: .topLeading) { Color.gray; Text("Corner") }
  /// ```
  @inlinable
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  /// A stack is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension ZStack: PrimitiveView, FoldableElement {
  package var callsAppCode: Bool { false }

  /// Evaluated where it is, as its own record's update.
  ///
  /// ```swift
  /// ZStack { Text("A") }._evaluate(in: _ViewRecord(record))
  /// ```
  public func _evaluate(in record: _ViewRecord) {
    record.node.evaluatePrimitive(self, callsAppCode: false)
  }

  /// Folded into the record that passes it on, which becomes the stack's element.
  ///
  /// ```swift
  /// ZStack { Text("A") }._passThrough(in: _ViewRecord(record), foldsModifiers: true)
  /// ```
  public func _passThrough(in record: _ViewRecord, foldsModifiers: Bool) {
    record.node.fold(self)
  }

  package func update(_ record: GraphNode) {
    record.element(
      .zStack, stackAttributes(alignment, default: .center, spacing: nil), content: content)
  }
}
