/// Rotor entries gathered by `@AccessibilityRotorContentBuilder`: what a block, a condition
/// or a choice of rotor content builds. Written by the builder, not by hand.
///
/// ```swift
/// .accessibilityRotor("Warnings") { if showsAll { entries } else { firstEntry } }
/// ```
public struct _RotorEntryList: AccessibilityRotorContent, RotorEntrySource {
  let rotorEntryLabels: [String]

  /// The entries list themselves.
  public var body: Never { return fatalError("rotor entries list themselves") }
}
