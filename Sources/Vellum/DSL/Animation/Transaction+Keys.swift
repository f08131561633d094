extension Transaction {
  /// The transaction's value for `key`: what was set, else the key's default.
  ///
  /// ```swift
  /// transaction[IsFromServer.self] = true
  /// ```
  public subscript<Key: TransactionKey>(key: Key.Type) -> Key.Value {
    get { (values[ObjectIdentifier(key)]?.value as? Key.Value) ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = TransactionValue(value: newValue) }
  }
}

/// A value a transaction carries for a key. Transactions cross to the tasks a change starts;
/// their values are written and read on the main actor, where transactions are made.
struct TransactionValue: @unchecked Sendable {
  let value: Any
}
