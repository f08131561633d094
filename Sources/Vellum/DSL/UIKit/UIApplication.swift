import Foundation

/// UIKit's application, as SwiftUI code uses it without importing UIKit: opening URLs (the
/// system's browser, mail, settings) and keeping the screen awake. A URL opened during an
/// interaction is one the host's app asked the system to open (`ViewHost.openedURLs`), as a
/// tapped `Link` is.
///
/// ```swift
/// Button("Settings") { UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!) }
/// ```
@MainActor
public final class UIApplication {
  /// The app.
  public static let shared = UIApplication()

  /// The URL that opens the app's page in Settings.
  public static let openSettingsURLString = "app-settings:"

  /// Whether the screen stays on while the app runs.
  public var isIdleTimerDisabled = false

  private init() {}

  /// Asks the system to open `url`; `completion` learns that it did.
  ///
  /// ```swift
  /// UIApplication.shared.open(URL(string: "https://example.com")!)
  /// ```
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    Interaction.graph?.graph?.systemActivity.openedURLs.append(url)
    completion?(true)
  }

  /// Whether some app opens `url`: web, mail, phone, message and settings URLs.
  ///
  /// ```swift
  /// UIApplication.shared.canOpenURL(URL(string: "tel:123")!)   // true
  /// ```
  public func canOpenURL(_ url: URL) -> Bool {
    ["http", "https", "mailto", "tel", "sms", "app-settings"].contains(
      url.scheme?.lowercased() ?? "")
  }

  /// An option of `open(_:options:completionHandler:)`.
  ///
  /// ```swift
  /// UIApplication.shared.open(url, options: [.universalLinksOnly: true])
  /// ```
  public struct OpenExternalURLOptionsKey: Hashable, Sendable {
    /// The option's name.
    public let rawValue: String

    /// The option named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Opens the URL only if an app's universal link takes it.
    public static let universalLinksOnly = OpenExternalURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }
}
