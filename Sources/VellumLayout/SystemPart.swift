/// A part of a container that the system draws rather than a view of the app: the renderers
/// paint it where the layout placed it.
///
/// ```swift
/// placed.parts.first { $0.part == .navigationBar }?.frame   // (0, 59, 393, 96)
/// ```
package enum SystemPart: Hashable, Sendable {
  /// A navigation stack's bar, with its title when large.
  case navigationBar
  /// A tab view's bar of tab items.
  case tabBar
  /// A list's row, in the section numbered `section` (from 0, in order).
  case row(section: Int)
  /// What a control draws beside its label: a switch, a stepper's buttons, a picker's value.
  case accessory
  /// The line of an inline picker's option, by the option's index among its options.
  case option(Int)
}
