/// The context of a state change: the animation it runs with. `withAnimation` and
/// `withTransaction` set it for the changes made inside them, and the host reports it
/// (``UpdateSummary/animation``); what renders is the end state, as always.
///
/// ```swift
/// var transaction = Transaction(animation: .spring)
/// transaction.disablesAnimations = true
/// withTransaction(transaction) { isOpen = true }
/// ```
public struct Transaction: Sendable {
  /// The animation of the changes, or `nil` for none.
  public var animation: Animation?
  /// Whether animations set on views (`.animation(_:value:)`) are turned off for the changes.
  public var disablesAnimations = false
  /// Whether the change is one of a continuous series, such as a drag.
  public var isContinuous = false
  /// Whether velocity is tracked across the changes of a continuous series.
  public var tracksVelocity = false
  /// The values set for `TransactionKey`s.
  var values: [ObjectIdentifier: TransactionValue] = [:]

  /// A transaction with no animation.
  ///
  /// ```swift
  /// var transaction = Transaction()
  /// ```
  public init() {}

  /// A transaction with an animation.
  ///
  /// ```swift
  /// withTransaction(Transaction(animation: .easeIn)) { isShown = true }
  /// ```
  public init(animation: Animation?) { self.animation = animation }

  /// The transaction of the changes being made now, if one was set.
  @TaskLocal package static var current: Transaction?
}

/// Runs `body` with its state changes in `transaction`, returning what `body` returns. In an
/// action, the changes made before the block and the block's own are committed as updates of
/// their own, as SwiftUI commits each transaction: views and `onChange` see the value at each
/// boundary.
///
/// ```swift
/// withTransaction(Transaction(animation: .default)) { count += 1 }
/// ```
public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  try Transaction.committing { try Transaction.$current.withValue(transaction, operation: body) }
}

/// Runs `body` with one property of the current transaction changed.
///
/// ```swift
/// withTransaction(\.disablesAnimations, true) { isOpen = false }
/// ```
public func withTransaction<Result, Value>(
  _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value, _ body: () throws -> Result
) rethrows -> Result {
  var transaction = Transaction.current ?? Transaction()
  transaction[keyPath: keyPath] = value
  return try withTransaction(transaction, body)
}

/// Runs `body` with its state changes animated, returning what `body` returns. The change
/// applies at once and renders in its end state; the host notes the animation in
/// ``UpdateSummary/animation``.
///
/// ```swift
/// Button("Show details") { withAnimation { isShowingDetails.toggle() } }
/// let added = withAnimation(.bouncy) { model.addItem() }
/// ```
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  var transaction = Transaction.current ?? Transaction()
  transaction.animation = animation
  return try withTransaction(transaction, body)
}

/// Runs `body` animated, then `completion` once the animation would have finished. Vellum
/// renders end states, so an animation finishes with the update that shows it: in an action,
/// `completion` runs after the action returns, with the update's other work (as SwiftUI runs
/// it after the animation, never inside the action); outside one, right after `body`.
///
/// ```swift
/// withAnimation(.easeOut) { isShown = false } completion: { items.removeAll() }
/// ```
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  let result = try withAnimation(animation, body)
  Transaction.afterCommit(completion)
  return result
}
