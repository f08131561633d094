/// Whether something is shown: `automatic` lets the system decide.
///
/// ```swift
/// .confirmationDialog("Delete?", isPresented: $shown, titleVisibility: .visible) { … }
/// ```
public enum Visibility: Hashable, Sendable, CaseIterable {
  /// The system decides.
  case automatic
  /// Shown.
  case visible
  /// Hidden.
  case hidden
}
