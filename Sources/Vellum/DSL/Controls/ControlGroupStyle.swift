/// How control groups are drawn; Vellum draws them side by side and records the style.
///
/// ```swift
/// ControlGroup { … }.controlGroupStyle(.navigation)
/// ```
public protocol ControlGroupStyle {}
