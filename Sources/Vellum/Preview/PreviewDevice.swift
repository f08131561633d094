/// A device to draw a preview on, by its name as Xcode lists it.
///
/// ```swift
/// ContentView().previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
/// ContentView().previewDevice("iPad Pro (11-inch) (4th generation)")
/// ```
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
  /// The device's name.
  public let rawValue: String

  /// A device by name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A device by name, written as a literal.
  public init(stringLiteral value: String) { rawValue = value }

  /// The screen Vellum draws the device's previews on: an iPad's, a small or large iPhone's,
  /// or the 6.1-inch iPhone's for any other iPhone; `nil` for a name it does not know.
  var device: Device? {
    if rawValue.hasPrefix("iPad") { return .iPadPortrait }
    guard rawValue.hasPrefix("iPhone") else { return nil }
    if rawValue.contains("SE") || rawValue.contains("mini") { return .iPhoneSE }
    if rawValue.contains("Max") || rawValue.contains("Plus") { return .iPhone15ProMax }
    return .iPhone15
  }
}
