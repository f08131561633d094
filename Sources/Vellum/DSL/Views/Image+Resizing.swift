extension Image {
  /// How a resizable image fills its frame.
  ///
  /// ```swift
  /// Image("pattern").resizable(resizingMode: .tile)
  /// ```
  public enum ResizingMode: Hashable, Sendable {
    /// Repeated at its own size.
    case tile
    /// Stretched to the frame.
    case stretch
  }

  /// How smoothly a scaled image's pixels are blended.
  ///
  /// ```swift
  /// Image("pixel-art").resizable().interpolation(.none)
  /// ```
  public enum Interpolation: Hashable, Sendable {
    /// Hard pixel edges.
    case none
    /// A little blending.
    case low
    /// More blending.
    case medium
    /// The smoothest blending.
    case high
  }

  /// An image that fills its frame as `resizingMode` says, keeping `capInsets` from stretching;
  /// resizable as `resizable()` is (renderings fill the frame without tiling or caps).
  ///
  /// ```swift
  /// Image("bubble").resizable(capInsets: EdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12))
  /// ```
  public func resizable(
    capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch
  ) -> Image {
    resizable()
  }

  /// Sets how smoothly the image's pixels blend when scaled; accepted (renderings draw symbols
  /// and placeholders, not pixels).
  ///
  /// ```swift
  /// Image("pixel-art").resizable().interpolation(.none)
  /// ```
  public func interpolation(_ interpolation: Interpolation) -> Image {
    self
  }

  /// Sets whether the image's edges are smoothed; accepted, as `interpolation(_:)` is.
  ///
  /// ```swift
  /// Image("sprite").antialiased(false)
  /// ```
  public func antialiased(_ isAntialiased: Bool) -> Image {
    self
  }
}
