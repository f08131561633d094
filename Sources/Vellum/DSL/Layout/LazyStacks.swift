import Foundation

/// A vertical stack that creates its rows as they scroll into view. Vellum renders every row,
/// so it draws exactly as a `VStack`.
///
/// ```swift
/// ScrollView { LazyVStack(spacing: 12) { ForEach(posts) { PostRow(post: $0) } } }
/// ```
public struct LazyVStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A lazy vertical stack; `pinnedViews` is recorded.
  ///
  /// ```swift
  /// LazyVStack(alignment: .leading, pinnedViews: .sectionHeaders) { … }
  /// ```
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// A lazy stack is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension LazyVStack: PrimitiveView, FoldableElement {
  package var callsAppCode: Bool { false }

  /// Evaluated where it is, as its own record's update.
  ///
  /// ```swift
  /// LazyVStack { Text("A") }._evaluate(in: _ViewRecord(record))
  /// ```
  public func _evaluate(in record: _ViewRecord) {
    record.node.evaluatePrimitive(self, callsAppCode: false)
  }

  /// Folded into the record that passes it on, which becomes the stack's element.
  ///
  /// ```swift
  /// LazyVStack { Text("A") }._passThrough(in: _ViewRecord(record), foldsModifiers: true)
  /// ```
  public func _passThrough(in record: _ViewRecord, foldsModifiers: Bool) {
    record.node.fold(self)
  }

  package func update(_ record: GraphNode) {
    record.element(
      .vStack, stackAttributes(alignment, default: .center, spacing: spacing), content: content)
  }
}

/// A horizontal stack that creates its columns as they scroll into view. Vellum renders every
/// column, so it draws exactly as an `HStack`.
///
/// ```swift
/// ScrollView(.horizontal) { LazyHStack { ForEach(photos) { Thumbnail(photo: $0) } } }
/// ```
public struct LazyHStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A lazy horizontal stack; `pinnedViews` is recorded.
  ///
  /// ```swift
  /// LazyHStack(alignment: .top, spacing: 8) { … }
  /// ```
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// A lazy stack is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension LazyHStack: PrimitiveView, FoldableElement {
  package var callsAppCode: Bool { false }

  /// Evaluated where it is, as its own record's update.
  ///
  /// ```swift
  /// LazyHStack { Text("A") }._evaluate(in: _ViewRecord(record))
  /// ```
  public func _evaluate(in record: _ViewRecord) {
    record.node.evaluatePrimitive(self, callsAppCode: false)
  }

  /// Folded into the record that passes it on, which becomes the stack's element.
  ///
  /// ```swift
  /// LazyHStack { Text("A") }._passThrough(in: _ViewRecord(record), foldsModifiers: true)
  /// ```
  public func _passThrough(in record: _ViewRecord, foldsModifiers: Bool) {
    record.node.fold(self)
  }

  package func update(_ record: GraphNode) {
    record.element(
      .hStack, stackAttributes(alignment, default: .center, spacing: spacing), content: content)
  }
}
