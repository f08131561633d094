import Foundation

extension View {
  /// Gives this view a value its custom layout reads with `subview[key]`.
  ///
  /// ```swift
  /// Text("First").layoutValue(key: Rank.self, value: 1)
  /// ```
  public consuming func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    modifier(LayoutValueModifier<K>(value: value))
  }
}
