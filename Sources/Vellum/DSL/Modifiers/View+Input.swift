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

  /// Shows `effect` when a pointer hovers over the view; accepted (hosts have no pointer).
  ///
  /// ```swift
  /// Image(systemName: "star").hoverEffect(.lift)
  /// ```
  public func hoverEffect(_ effect: HoverEffect = .automatic) -> some View {
    self
  }

  /// Shows `effect` when a pointer hovers over the view and `isEnabled`; accepted (hosts have
  /// no pointer).
  ///
  /// ```swift
  /// Card().hoverEffect(.highlight, isEnabled: isInteractive)
  /// ```
  public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true)
    -> some View
  {
    self
  }

  /// Sets the hover effect of the controls inside that have none of their own; accepted
  /// (hosts have no pointer).
  ///
  /// ```swift
  /// HStack { tools }.defaultHoverEffect(.highlight)
  /// ```
  public func defaultHoverEffect(_ effect: HoverEffect?) -> some View {
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
