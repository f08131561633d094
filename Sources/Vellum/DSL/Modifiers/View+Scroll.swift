import Foundation

extension View {
  /// Sets whether scroll indicators show (recorded: renderings draw no indicators).
  ///
  /// ```swift
  /// ScrollView { … }.scrollIndicators(.hidden)
  /// ```
  public consuming func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility,
    axes: Axis.Set = [
      .vertical, .horizontal,
    ]
  ) -> some View {
    scrollAttribute(.scrollIndicators, .name(Keyword(rawValue: visibility.name)))
  }

  /// Turns scrolling off (recorded: renderings show all the content).
  ///
  /// ```swift
  /// List { … }.scrollDisabled(isEditing)
  /// ```
  public consuming func scrollDisabled(_ disabled: Bool) -> some View {
    scrollAttribute(.scrollDisabled, disabled ? .bool(true) : nil)
  }

  /// Sets how scrolling dismisses the keyboard (recorded).
  ///
  /// ```swift
  /// Form { … }.scrollDismissesKeyboard(.interactively)
  /// ```
  public consuming func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
    scrollAttribute(.scrollDismissesKeyboard, .name(Keyword(rawValue: mode.name)))
  }

  /// Sets where scrolling comes to rest (recorded).
  ///
  /// ```swift
  /// ScrollView(.horizontal) { … }.scrollTargetBehavior(.paging)
  /// ```
  public consuming func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
    scrollAttribute(
      .scrollTargetBehavior, .name(Keyword(rawValue: viewTypeName(type(of: behavior)))))
  }

  /// Marks the views inside as the targets scrolling aligns to (recorded).
  ///
  /// ```swift
  /// LazyHStack { … }.scrollTargetLayout()
  /// ```
  public consuming func scrollTargetLayout(isEnabled: Bool = true) -> some View {
    scrollAttribute(.scrollTargetLayout, isEnabled ? .bool(true) : nil)
  }

  /// Sets how a scroll view bounces (recorded).
  ///
  /// ```swift
  /// ScrollView { … }.scrollBounceBehavior(.basedOnSize)
  /// ```
  public consuming func scrollBounceBehavior(
    _ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]
  ) -> some View {
    scrollAttribute(.scrollBounceBehavior, .name(Keyword(rawValue: behavior.name)))
  }

  /// Lets content draw outside the scroll view's bounds (recorded).
  ///
  /// ```swift
  /// ScrollView(.horizontal) { … }.scrollClipDisabled()
  /// ```
  public consuming func scrollClipDisabled(_ disabled: Bool = true) -> some View {
    scrollAttribute(.scrollClipDisabled, disabled ? .bool(true) : nil)
  }

  /// Sets where a scroll view starts: its content at this anchor (recorded).
  ///
  /// ```swift
  /// ScrollView { messages }.defaultScrollAnchor(.bottom)
  /// ```
  public consuming func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
    scrollAttribute(
      .defaultScrollAnchor, anchor.map { .list([.double(Double($0.x)), .double(Double($0.y))]) })
  }

  /// Insets a scroll view's content by `length` points on `edges` (the text rendering pads
  /// by the same rule as `padding`).
  ///
  /// ```swift
  /// ScrollView { … }.contentMargins(.horizontal, 20)
  /// ```
  public consuming func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    padding(edges, length)
  }

  /// Insets a scroll view's content by `insets`.
  ///
  /// ```swift
  /// ScrollView { … }.contentMargins(.vertical, EdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0))
  /// ```
  public consuming func contentMargins(
    _ edges: Edge.Set = .all, _ insets: EdgeInsets,
    for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    padding(insets)
  }

  /// Binds the id of the view a scroll view shows at its top: the binding's value is recorded
  /// on the scroll view, as `ScrollViewReader.scrollTo` records its target.
  ///
  /// ```swift
  /// ScrollView { LazyVStack { … }.scrollTargetLayout() }.scrollPosition(id: $visible)
  /// ```
  public consuming func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil)
    -> some View
  {
    scrollAttribute(.scrollPosition, id.wrappedValue.map { AttributeValue(describing: $0) })
  }

  private func scrollAttribute(_ name: AttributeName, _ value: AttributeValue?) -> some View {
    modifier(AttributesModifier(value.map { [Attribute(name, $0)] } ?? []))
  }
}

/// Whether scroll indicators show.
///
/// ```swift
/// .scrollIndicators(.never)
/// ```
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = ScrollIndicatorVisibility(name: "automatic")
  /// Shown.
  public static let visible = ScrollIndicatorVisibility(name: "visible")
  /// Hidden unless the platform needs them.
  public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  /// Never shown.
  public static let never = ScrollIndicatorVisibility(name: "never")
}

/// How scrolling dismisses the keyboard.
///
/// ```swift
/// .scrollDismissesKeyboard(.immediately)
/// ```
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
  /// As soon as scrolling starts.
  public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
  /// As the finger drags down past it.
  public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
  /// Never.
  public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// How a scroll view bounces at its ends.
///
/// ```swift
/// .scrollBounceBehavior(.basedOnSize)
/// ```
public struct ScrollBounceBehavior: Hashable, Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = ScrollBounceBehavior(name: "automatic")
  /// Always.
  public static let always = ScrollBounceBehavior(name: "always")
  /// Only when the content is larger than the view.
  public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

/// Which part of a scroll view content margins apply to.
///
/// ```swift
/// .contentMargins(.top, 20, for: .scrollContent)
/// ```
public struct ContentMarginPlacement: Hashable, Sendable {
  let name: String
  /// The content and the indicators.
  public static let automatic = ContentMarginPlacement(name: "automatic")
  /// The content.
  public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
  /// The indicators.
  public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

/// Where scrolling comes to rest.
///
/// ```swift
/// .scrollTargetBehavior(.viewAligned)
/// ```
public protocol ScrollTargetBehavior {}

/// Rests on whole pages of the scroll view's size.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  /// Paging.
  public init() {}
}

/// Rests with a target view aligned to the scroll view's edge.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  /// How far one swipe may scroll.
  public struct LimitBehavior: Hashable, Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = LimitBehavior(name: "automatic")
    /// One view at a time.
    public static let always = LimitBehavior(name: "always")
    /// As far as the swipe carries.
    public static let never = LimitBehavior(name: "never")
  }

  /// View alignment.
  ///
  /// ```swift
  /// ViewAlignedScrollTargetBehavior(limitBehavior: .always)
  /// ```
  public init(limitBehavior: LimitBehavior = .automatic) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// Paging.
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  /// View alignment.
  public static var viewAligned: ViewAlignedScrollTargetBehavior {
    ViewAlignedScrollTargetBehavior()
  }

  /// View alignment with a limit.
  ///
  /// ```swift
  /// .viewAligned(limitBehavior: .never)
  /// ```
  public static func viewAligned(
    limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior
  ) -> ViewAlignedScrollTargetBehavior {
    ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
  }
}
