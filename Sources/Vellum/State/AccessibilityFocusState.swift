/// Which view has the focus of an assistive technology (VoiceOver's cursor), owned by a view:
/// a flag for one view, or an optional value naming one of several. Setting it moves the
/// focus there; when a person moves the focus (``ViewHost/accessibilityFocus(_:)``), it
/// follows.
///
/// ```swift
/// @AccessibilityFocusState private var isErrorFocused: Bool
/// Text(error).accessibilityFocused($isErrorFocused)
/// ```
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
  private var state: FocusState<Value>

  /// A flag that is true while the view it is bound to has the focus.
  ///
  /// ```swift
  /// @AccessibilityFocusState private var isFocused: Bool
  /// ```
  public init() where Value == Bool {
    state = FocusState()
  }

  /// A flag that follows the focus of the given technologies only.
  ///
  /// ```swift
  /// @AccessibilityFocusState(for: .voiceOver) private var isFocused: Bool
  /// ```
  public init(for technologies: AccessibilityTechnologies) where Value == Bool {
    state = FocusState()
  }

  /// A value naming the focused view, `nil` when none of those bound has the focus.
  ///
  /// ```swift
  /// @AccessibilityFocusState private var focus: Field?
  /// ```
  public init<T: Hashable>() where Value == T? {
    state = FocusState()
  }

  /// A value naming the focused view, following the given technologies only.
  ///
  /// ```swift
  /// @AccessibilityFocusState(for: .switchControl) private var focus: Field?
  /// ```
  public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? {
    state = FocusState()
  }

  /// The focus; setting it moves the focus to the matching view.
  @MainActor public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  /// A binding for `accessibilityFocused(_:)` and `accessibilityFocused(_:equals:)`.
  @MainActor public var projectedValue: Binding { state.projectedValue }

  /// A binding to an accessibility focus state, passed to `accessibilityFocused` modifiers:
  /// a focus state's binding, since both bind the same kind of storage.
  ///
  /// ```swift
  /// .accessibilityFocused($focus, equals: .total)
  /// ```
  public typealias Binding = FocusState<Value>.Binding
}

extension AccessibilityFocusState: GraphProperty {
  package func link(to record: GraphNode, slot: Int) -> PropertyLink {
    state.link(to: record, slot: slot)
  }

  package mutating func rebind(to record: GraphNode, slot: Int) -> PropertyLink {
    state.rebind(to: record, slot: slot)
  }
}

/// Accessibility focus is kept by the graph.
extension AccessibilityFocusState: KeptByGraph {}
