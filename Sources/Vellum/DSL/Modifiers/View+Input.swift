import Foundation

/// Input events Vellum's hosts have no source for, and the submit label.
extension View {
  /// Runs `action` when a pointer enters or leaves the view; accepted (hosts have no pointer).
  ///
  /// ```swift
  /// Card().onHover { isHovering = $0 }
  /// ```
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
    self
  }

  /// Runs `action` with URLs the app is asked to open; accepted (hosts open none into the app).
  ///
  /// ```swift
  /// ContentView().onOpenURL { url in route(to: url) }
  /// ```
  public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
    self
  }

  /// Sets the label of the return key for the text fields inside; recorded.
  ///
  /// ```swift
  /// TextField("Search", text: $query).submitLabel(.search)
  /// ```
  public consuming func submitLabel(_ submitLabel: SubmitLabel) -> some View {
    modifier(
      AttributesModifier(Attribute(.submitLabel, .name(Keyword(rawValue: submitLabel.name)))))
  }

  /// Runs `action` when a text field (or, with `.search`, the search field) inside is
  /// submitted.
  ///
  /// ```swift
  /// .searchable(text: $query).onSubmit(of: .search) { runSearch() }
  /// ```
  public consuming func onSubmit(of triggers: SubmitTriggers, _ action: @escaping () -> Void)
    -> some View
  {
    onSubmit(action)
  }
}

/// The label of the return key.
///
/// ```swift
/// .submitLabel(.send)
/// ```
public struct SubmitLabel: Hashable, Sendable {
  let name: String

  /// Done.
  public static let done = SubmitLabel(name: "done")
  /// Go.
  public static let go = SubmitLabel(name: "go")
  /// Send.
  public static let send = SubmitLabel(name: "send")
  /// Join.
  public static let join = SubmitLabel(name: "join")
  /// Route.
  public static let route = SubmitLabel(name: "route")
  /// Search.
  public static let search = SubmitLabel(name: "search")
  /// Return.
  public static let `return` = SubmitLabel(name: "return")
  /// Next.
  public static let next = SubmitLabel(name: "next")
  /// Continue.
  public static let `continue` = SubmitLabel(name: "continue")
}

/// What submitting triggers an `onSubmit(of:_:)` action: text fields, the search field, or both.
///
/// ```swift
/// .onSubmit(of: [.text, .search]) { save() }
/// ```
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
  /// The triggers' bits.
  public let rawValue: Int

  /// Triggers from their bits.
  ///
  /// ```swift
  /// SubmitTriggers(rawValue: 1)
  /// ```
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Text fields and secure fields.
  public static let text = SubmitTriggers(rawValue: 1 << 0)
  /// The search field.
  public static let search = SubmitTriggers(rawValue: 1 << 1)
}
