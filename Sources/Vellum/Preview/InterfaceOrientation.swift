/// Which way up a device is held, for a preview.
///
/// ```swift
/// ContentView().previewInterfaceOrientation(.landscapeLeft)
/// ```
public struct InterfaceOrientation: CaseIterable, Identifiable, Hashable, Sendable {
  /// The orientation's name.
  public let id: String
  /// Whether the screen is wider than tall.
  let isLandscape: Bool

  /// Upright.
  public static let portrait = Self(id: "portrait", isLandscape: false)
  /// Upside down.
  public static let portraitUpsideDown = Self(id: "portraitUpsideDown", isLandscape: false)
  /// On its side, the home button or indicator on the left.
  public static let landscapeLeft = Self(id: "landscapeLeft", isLandscape: true)
  /// On its side, the home button or indicator on the right.
  public static let landscapeRight = Self(id: "landscapeRight", isLandscape: true)

  /// Every orientation.
  public static let allCases = [portrait, portraitUpsideDown, landscapeLeft, landscapeRight]
}

extension View {
  /// Draws this preview in the gallery with the device held as `value` says: on its side, the
  /// default device's screen with its width and height swapped, as the `#Preview` traits
  /// `.landscapeLeft` and `.landscapeRight` do; upright or upside down, the screen as it is.
  ///
  /// ```swift
  /// ContentView().previewInterfaceOrientation(.landscapeRight)
  /// ```
  public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
    let landscape = PreviewLayout.fixed(
      width: Device.iPhone15.height, height: Device.iPhone15.width)
    return modifier(
      AttributesModifier(
        value.isLandscape ? [Attribute(.previewLayout, landscape.attributeValue)] : []))
  }
}
