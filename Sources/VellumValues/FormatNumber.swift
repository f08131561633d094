/// Formats a number without a trailing `.0` when it is whole: `16`, `0.5`.
///
/// ```swift
/// formatNumber(16.0)   // "16"
/// ```
package func formatNumber(_ value: Double) -> String {
  if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
  return String(value)
}
