/// A key of a value of your own carried by a transaction, read and written with
/// `transaction[Key.self]` (iOS 17).
///
/// ```swift
/// struct IsFromServer: TransactionKey { static let defaultValue = false }
/// var transaction = Transaction()
/// transaction[IsFromServer.self] = true
/// withTransaction(transaction) { items = fetched }
/// ```
public protocol TransactionKey {
  /// The type of the key's value.
  associatedtype Value
  /// The value of a transaction that sets none.
  static var defaultValue: Value { get }
}
