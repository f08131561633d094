/// How content fills a frame of another shape: fitting inside it, or filling it and being cut.
///
/// ```swift
/// Image("cover").resizable().aspectRatio(contentMode: .fill)
/// ```
public enum ContentMode: Hashable, CaseIterable, Sendable {
  /// Fit inside the frame.
  case fit
  /// Fill the frame.
  case fill
}
