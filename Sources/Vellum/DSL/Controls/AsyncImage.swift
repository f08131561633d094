import Foundation
import Observation

/// An image loaded from a URL, shown as its placeholder until it loads. Vellum never touches
/// the network: an image stays in its empty phase until a test gives it one with
/// `host.loadImage(at:as:)` — a success with an image, or a failure.
///
/// ```swift
/// AsyncImage(url: user.avatarURL) { image in
///   image.resizable().scaledToFill()
/// } placeholder: {
///   ProgressView()
/// }
/// ```
public struct AsyncImage<Content: View>: View {
  let url: URL?
  let content: (AsyncImagePhase) -> Content
  @Environment(\.asyncImages) private var images

  /// An image loaded from `url`, drawn by `content` in each phase.
  ///
  /// ```swift
  /// AsyncImage(url: url) { phase in
  ///   if let image = phase.image { image } else if phase.error != nil { Color.red } else { ProgressView() }
  /// }
  /// ```
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.url = url
    self.content = content
  }

  /// The content for the image's current phase.
  public var body: some View {
    content(url.flatMap { images?.phase(for: $0) } ?? .empty)
  }
}

extension AsyncImage where Content == Image {
  /// An image loaded from `url`, shown as a photo symbol until it loads.
  ///
  /// ```swift
  /// AsyncImage(url: URL(string: "https://example.com/cat.png"))
  /// ```
  public init(url: URL?, scale: CGFloat = 1) {
    self.init(url: url, scale: scale) { phase in phase.image ?? Image(systemName: "photo") }
  }
}

extension AsyncImage {
  /// An image loaded from `url`: `content` draws the loaded image, `placeholder` the rest.
  ///
  /// ```swift
  /// AsyncImage(url: url) { $0.resizable() } placeholder: { Color.gray }
  /// ```
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P> {
    self.init(url: url, scale: scale) { phase in
      if let image = phase.image { content(image) } else { placeholder() }
    }
  }
}

/// The phases a host's tests gave the `AsyncImage`s by URL: observed, so giving one updates
/// the images that show it.
@Observable
@MainActor
package final class AsyncImagePhases {
  private var phases: [URL: AsyncImagePhase] = [:]

  package init() {}

  /// The phase of the image at `url`: empty until one is given.
  package func phase(for url: URL) -> AsyncImagePhase { phases[url] ?? .empty }

  /// Gives the image at `url` a phase.
  package func set(_ phase: AsyncImagePhase, for url: URL) { phases[url] = phase }
}

extension EnvironmentValues {
  /// The host's async image phases.
  package var asyncImages: AsyncImagePhases? {
    get { self[AsyncImagesKey.self] }
    set { self[AsyncImagesKey.self] = newValue }
  }
}

private enum AsyncImagesKey: EnvironmentKey {
  static var defaultValue: AsyncImagePhases? { nil }
}
