/// A `var` declared in an action or a method's body (`var total = 0`): its value, which
/// assignments change, and its type, which they keep. Scopes nested in the variable's, and the
/// closures made there, hold the same one.
///
/// ```swift
/// let total = LocalVariable(.integer(0), type: .named("Int"))
/// total.value = .integer(3)
/// ```
final class LocalVariable {
  var value: Value
  /// The type written in its declaration, else that of the value it was declared with.
  let type: TypeName?
  /// Whether it has a value: `let name: Type` declares one without, for the code after it to
  /// set.
  var isInitialized = true
  /// Whether it is a `let`, which is set once.
  var isConstant = false

  init(_ value: Value, type: TypeName?) {
    self.value = value
    self.type = type
  }
}
