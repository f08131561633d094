/// Declares a value of `EnvironmentValues` (or `FocusedValues`) with its key, as SwiftUI's
/// macro does: the property's initial value is the default.
///
/// ```swift
/// extension EnvironmentValues {
///   @Entry var accent: Color = .blue
/// }
/// // Text("Hi").environment(\.accent, .orange)
/// ```
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "VellumMacros", type: "EntryMacro")
