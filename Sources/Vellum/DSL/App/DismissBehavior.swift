/// How a window closes when `dismissWindow` is called inside a transaction: interactively, as
/// its close button does, or destructively, whatever it is presenting.
///
/// ```swift
/// withTransaction(\.dismissBehavior, .destructive) { dismissWindow(id: "auxiliary") }
/// ```
///
/// On an iPhone, Apple documents, both behave alike; Vellum hosts an iPhone's one window,
/// which `dismissWindow` does not close.
public struct DismissBehavior: Hashable, Sendable {
  private enum Kind: Hashable, Sendable { case interactive, destructive }

  private let kind: Kind

  /// As the system's own close affordances do: the default.
  public static let interactive = DismissBehavior(kind: .interactive)

  /// Regardless of what the window presents, which may lose state.
  public static let destructive = DismissBehavior(kind: .destructive)
}

extension Transaction {
  /// How windows closed by `dismissWindow` in this transaction close; `.interactive` unless
  /// set.
  ///
  /// ```swift
  /// var transaction = Transaction()
  /// transaction.dismissBehavior = .destructive
  /// ```
  public var dismissBehavior: DismissBehavior {
    get { self[DismissBehaviorKey.self] }
    set { self[DismissBehaviorKey.self] = newValue }
  }
}

private enum DismissBehaviorKey: TransactionKey {
  static var defaultValue: DismissBehavior { .interactive }
}
