extension Image {
  /// Whether an image is drawn as a template, tinted by the foreground style, or in its own
  /// colors.
  ///
  /// ```swift
  /// Image("logo").renderingMode(.original)
  /// ```
  public enum TemplateRenderingMode: Hashable, Sendable {
    /// Tinted by the foreground style.
    case template
    /// In the image's own colors.
    case original
  }

  /// The relative size of symbol images.
  ///
  /// ```swift
  /// Label("Add", systemImage: "plus").imageScale(.large)
  /// ```
  public enum Scale: Hashable, Sendable {
    /// Smaller than the text around it.
    case small
    /// The size of the text around it.
    case medium
    /// Larger than the text around it.
    case large
  }

  /// This image, drawn as a template or in its own colors; `nil` leaves the default (symbols
  /// are templates).
  ///
  /// ```swift
  /// Image(systemName: "heart.fill").renderingMode(.original)
  /// ```
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
    var copy = self
    copy.renderingMode = renderingMode
    return copy
  }
}

extension EnvironmentValues {
  /// The scale of the symbol images here.
  ///
  /// ```swift
  /// @Environment(\.imageScale) private var imageScale
  /// ```
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }
}

private enum ImageScaleKey: EnvironmentKey {
  static let defaultValue = Image.Scale.medium
}

extension View {
  /// Scales the symbol images in this view relative to the text around them; recorded, and
  /// drawn smaller or larger in HTML.
  ///
  /// ```swift
  /// Button { add() } label: { Image(systemName: "plus") }.imageScale(.large)
  /// ```
  public consuming func imageScale(_ scale: Image.Scale) -> some View {
    environment(\.imageScale, scale)
  }
}
