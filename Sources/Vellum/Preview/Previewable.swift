/// Marks a declaration at the top of a `#Preview`'s body as a stored property of the view the
/// preview shows, so the preview can hold state, as in Xcode.
///
/// ```swift
/// #Preview {
///   @Previewable @State var volume = 0.5
///   Slider(value: $volume)
/// }
/// ```
@attached(peer)
public macro Previewable() = #externalMacro(module: "VellumMacros", type: "PreviewableMacro")
