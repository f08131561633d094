import Vellum

/// The entry points of the PushButton example (seed 002) for tests and the preview gallery.
///
/// ```swift
/// let host = ViewHost(PushButtonExample.contentView)
/// ```
public enum PushButtonExample {
  /// The seed's `ContentView`: a push button bound to a flag, and the flag as text.
  @MainActor public static var contentView: some View { ContentView() }
}
