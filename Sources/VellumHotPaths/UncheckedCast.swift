/// `value` as a `Target`, which is its own type under another name (a generic parameter found
/// equal to a concrete type), without a dynamic cast: code generic over `Value` that checked
/// `Value.self == Int.self` reads an `Int` with no run-time type test.
///
/// ```swift
/// if ID.self == Int.self { return Key(int: uncheckedCast(id, to: Int.self)) }
/// ```
///
/// **Contract.** `Value.self == Target.self`. Debug builds check it (`UncheckedCastTests`).
@inline(__always)
@inlinable public func uncheckedCast<Value, Target>(_ value: Value, to _: Target.Type) -> Target {
  #if DEBUG
    precondition(Value.self == Target.self, "\(Value.self) is not \(Target.self)")
  #endif
  return unsafeBitCast(value, to: Target.self)
}
