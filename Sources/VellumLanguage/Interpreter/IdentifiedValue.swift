/// A value with the identity a `ForEach` row or an `alert(item:)` is keyed by
/// (``Evaluator/identity(of:at:)``): its `id`, stored or computed.
///
/// ```swift
/// ForEach(values.map { IdentifiedValue(value: $0, id: $0.identity) }, id: \.id) { row($0.value) }
/// ```
struct IdentifiedValue: Identifiable, Hashable {
  /// The value.
  var value: Value
  /// Its identity.
  var id: Value
}
