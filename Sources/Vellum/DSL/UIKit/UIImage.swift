import Foundation

/// UIKit's image, as SwiftUI code uses it without importing UIKit: an SF Symbol, a named image
/// of the app's assets, or decoded data; `Image(uiImage:)` shows one. There are no pixels
/// here: a symbol is drawn as `Image(systemName:)` draws it, anything else as a named image's
/// placeholder.
///
/// ```swift
/// Image(uiImage: UIImage(systemName: "star") ?? UIImage())
/// ```
public final class UIImage: Sendable {
  /// What the image shows.
  let source: Image.Source

  /// An empty image, as `UIImage()` is.
  public init() { source = .decorative("") }

  /// The SF Symbol `name`; `nil` for an empty name, as iOS answers for a name it lacks.
  ///
  /// ```swift
  /// UIImage(systemName: "heart.fill")
  /// ```
  public init?(systemName name: String) {
    guard !name.isEmpty else { return nil }
    source = .system(name)
  }

  /// The app's image named `name`; `nil` for an empty name.
  ///
  /// ```swift
  /// UIImage(named: "Avatar")
  /// ```
  public init?(named name: String) {
    guard !name.isEmpty else { return nil }
    source = .named(name, label: name)
  }

  /// An image decoded from `data` (a downloaded photo); `nil` when there is no data. Read as
  /// "Image" by assistive technologies, as an unlabelled image is.
  ///
  /// ```swift
  /// UIImage(data: downloaded)
  /// ```
  public init?(data: Data) {
    guard !data.isEmpty else { return nil }
    source = .named("UIImage", label: "Image")
  }

  /// The image an `ImageRenderer` drew, read as `label`.
  init(rendered label: String) {
    source = .named("ImageRenderer", label: label)
  }

  /// The image of the file at `path`; `nil` when there is no file there.
  ///
  /// ```swift
  /// UIImage(contentsOfFile: url.path)
  /// ```
  public init?(contentsOfFile path: String) {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    source = .named(name, label: name)
  }
}

extension Image {
  /// The image a UIKit image shows.
  ///
  /// ```swift
  /// Image(uiImage: UIImage(named: "Avatar") ?? UIImage())
  /// ```
  public init(uiImage: UIImage) {
    switch uiImage.source {
    case .system(let name): self.init(systemName: name)
    case .named(let name, let label): self.init(name, label: Text(verbatim: label))
    case .decorative(let name): self.init(decorative: name)
    }
  }
}
