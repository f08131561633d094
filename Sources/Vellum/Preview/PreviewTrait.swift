import VellumValues

/// A trait of a preview: how the gallery lays it out, as `#Preview(traits:)` takes it.
///
/// ```swift
/// #Preview(traits: .fixedLayout(width: 320, height: 120)) {
///   Banner(text: "Saved")
/// }
/// ```
public struct PreviewTrait<T>: Sendable {
  /// The layout the trait asks for, if it is a layout or orientation trait.
  let layout: PreviewLayout?
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// The device's screen, the default.
  ///
  /// ```swift
  /// #Preview(traits: .defaultLayout) { ContentView() }
  /// ```
  public static var defaultLayout: PreviewTrait<T> { PreviewTrait(layout: .device) }

  /// The view at its own size (`PreviewLayout.sizeThatFits`).
  ///
  /// ```swift
  /// #Preview(traits: .sizeThatFitsLayout) { StarRating(rating: 4) }
  /// ```
  public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(layout: .sizeThatFits) }

  /// A fixed size in points (`PreviewLayout.fixed(width:height:)`).
  ///
  /// ```swift
  /// #Preview(traits: .fixedLayout(width: 320, height: 120)) { Banner(text: "Saved") }
  /// ```
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
    PreviewTrait(layout: .fixed(width: width, height: height))
  }

  /// The device upright, the default.
  ///
  /// ```swift
  /// #Preview(traits: .portrait) { ContentView() }
  /// ```
  public static var portrait: PreviewTrait<T> { PreviewTrait(layout: nil) }

  /// The device upside down: the same screen as upright.
  ///
  /// ```swift
  /// #Preview(traits: .portraitUpsideDown) { ContentView() }
  /// ```
  public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(layout: nil) }

  /// The device turned on its side: the gallery draws the default device's screen with its
  /// width and height swapped (there is no landscape safe area).
  ///
  /// ```swift
  /// #Preview(traits: .landscapeLeft) { ContentView() }
  /// ```
  public static var landscapeLeft: PreviewTrait<T> { landscape }

  /// The device turned on its other side: the same screen as `landscapeLeft`.
  ///
  /// ```swift
  /// #Preview(traits: .landscapeRight) { ContentView() }
  /// ```
  public static var landscapeRight: PreviewTrait<T> { landscape }

  /// The default device's screen turned on its side.
  private static var landscape: PreviewTrait<T> {
    PreviewTrait(layout: .fixed(width: Device.iPhone15.height, height: Device.iPhone15.width))
  }
}
