extension Binding {
  /// This binding, with every write made in an animated transaction: a control bound to it
  /// animates the change (reported in ``UpdateSummary/animation``; the end state renders).
  ///
  /// ```swift
  /// Toggle("Show details", isOn: $isShowingDetails.animation(.easeInOut))
  /// ```
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    transaction(Transaction(animation: animation))
  }

  /// This binding, with every write made in `transaction`.
  ///
  /// ```swift
  /// Stepper("Count", value: $count.transaction(Transaction(animation: .spring)))
  /// ```
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    Binding(location: TransactionLocation(base: location, transaction: transaction))
  }
}

/// A binding's storage whose writes are made in a transaction.
private final class TransactionLocation<Value>: Location {
  let base: any Location<Value>
  let transaction: Transaction

  init(base: any Location<Value>, transaction: Transaction) {
    self.base = base
    self.transaction = transaction
  }

  func get() -> Value { base.get() }

  func set(_ value: Value) {
    withTransaction(transaction) { base.set(value) }
  }

  func isSame(as other: any Location<Value>) -> Bool {
    guard let other = other as? TransactionLocation<Value> else { return false }
    return base.isSame(as: other.base) && transaction.animation == other.transaction.animation
  }
}
