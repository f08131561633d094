/// UIKit's device, as SwiftUI code reads it: an iPhone running iOS 17.
///
/// ```swift
/// if UIDevice.current.userInterfaceIdiom == .pad { … }
/// ```
@MainActor
public final class UIDevice {
  /// The device the app runs on.
  public static let current = UIDevice()

  /// The device's name.
  public let name = "iPhone"
  /// The device's model.
  public let model = "iPhone"
  /// The operating system's name.
  public let systemName = "iOS"
  /// The operating system's version.
  public let systemVersion = "17.0"
  /// The kind of interface the device has: a phone's.
  public let userInterfaceIdiom = UIUserInterfaceIdiom.phone

  private init() {}
}
