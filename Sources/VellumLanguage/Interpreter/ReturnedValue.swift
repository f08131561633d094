/// The value a `return value` nested in a loop, an `if` or a `guard`'s `else` of a method that
/// gives a value gave: the statements that ran it report that they returned, and the method
/// reads the value here.
///
/// ```swift
/// let returned = ReturnedValue()
/// returned.value = .integer(3)
/// ```
final class ReturnedValue {
  var value: Value?
}
