/// A reusable change to a view: a custom modifier has a `body(content:)` that wraps the content.
///
/// ```swift
/// struct Card: ViewModifier {
///   func body(content: Content) -> some View {
///     content.padding().background(Color.white)
///   }
/// }
/// Text("Hi").modifier(Card())
/// ```
@MainActor
@preconcurrency
public protocol ViewModifier {
  /// The type of view the modifier makes.
  associatedtype Body: View
  /// The content the modifier is applied to.
  typealias Content = _ViewModifier_Content<Self>

  /// Wraps `content`.
  @ViewBuilder func body(content: Content) -> Body

  /// Applies this modifier to `content` in `record`: a built-in modifier's update, or the
  /// body. Vellum's graph calls it, dispatching on the modifier where it is; modifiers never
  /// implement it (the default serves every modifier with a body).
  ///
  /// ```swift
  /// modifier._apply(to: content, in: _ViewRecord(record))
  /// ```
  func _apply<Content: View>(to content: Content, in record: _ViewRecord)

  /// Whether content under this modifier folds into the record that passes it on, the
  /// modifier keeping its memory there (`onAppear`, `task`, `onChange`). Vellum's graph reads
  /// it where the modifier is, without looking its type up; modifiers never implement it.
  ///
  /// ```swift
  /// Card._foldsIntoRecord   // false
  /// ```
  static var _foldsIntoRecord: Bool { get }
}

extension ViewModifier where Body == Never {
  /// Built-in modifiers have no body; Vellum applies them directly.
  public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

extension View {
  /// Applies a modifier to this view.
  ///
  /// The modifier is consumed, as the view is: a modifier made for the call (`onAppear`'s,
  /// with its closure) moves into the result instead of being copied there and destroyed.
  ///
  /// ```swift
  /// Text("Hi").modifier(Card())
  /// ```
  @inlinable
  public consuming func modifier<Modifier: ViewModifier>(
    _ modifier: consuming Modifier
  ) -> ModifiedContent<Self, Modifier> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
