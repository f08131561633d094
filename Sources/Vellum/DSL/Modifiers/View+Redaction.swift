extension View {
  /// Redacts the view for a reason: with `.placeholder`, its text is drawn as grey bars, as
  /// while content loads. Views inside read the reasons from `\.redactionReasons`.
  ///
  /// ```swift
  /// RecipeRow(recipe: .sample).redacted(reason: isLoading ? .placeholder : [])
  /// ```
  public consuming func redacted(reason: RedactionReasons) -> some View {
    modifier(RedactionModifier(reasons: reason))
  }

  /// Shows the view as it is inside redacted content.
  ///
  /// ```swift
  /// Text("Loading…").unredacted()
  /// ```
  public consuming func unredacted() -> some View {
    modifier(RedactionModifier(reasons: nil))
  }

  /// Marks the view as private: it is redacted when the redaction reasons include `.privacy`.
  ///
  /// ```swift
  /// Text(account.balance, format: .currency(code: "EUR")).privacySensitive()
  /// ```
  public consuming func privacySensitive(_ sensitive: Bool = true) -> some View {
    modifier(AttributesModifier(sensitive ? [Attribute(.privacySensitive, .bool(true))] : []))
  }
}

extension EnvironmentValues {
  /// Why the views here are redacted; empty when they are shown as they are.
  ///
  /// ```swift
  /// @Environment(\.redactionReasons) private var redactionReasons
  /// ```
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }
}

private enum RedactionReasonsKey: EnvironmentKey {
  static let defaultValue: RedactionReasons = []
}

/// Adds redaction reasons for the content (or, with `nil`, clears them) and records them.
private struct RedactionModifier: ViewModifier, EnvironmentModifier, LeafModifier, Equatable {
  typealias Body = Never

  /// The reasons to add, or `nil` to show the content unredacted.
  let reasons: RedactionReasons?

  var attributes: [Attribute] {
    guard let reasons else { return [Attribute(.unredacted, .bool(true))] }
    return reasons.isEmpty
      ? [] : [Attribute(.redacted, .list(reasons.names.map { .name(Keyword(rawValue: $0)) }))]
  }

  func modify(_ environment: inout EnvironmentValues) {
    if let reasons {
      environment.redactionReasons.formUnion(reasons)
    } else {
      environment.redactionReasons = []
    }
  }
}
