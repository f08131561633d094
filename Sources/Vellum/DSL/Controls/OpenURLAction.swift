import Foundation

/// Opens a URL: what `Link` calls when tapped, and what `@Environment(\.openURL)` gives a view.
/// Set your own with `.environment(\.openURL, OpenURLAction { … })` to see or handle the
/// URLs; a URL nobody handles goes to the system, which in Vellum records it in
/// ``ViewHost/openedURLs``.
///
/// ```swift
/// @Environment(\.openURL) private var openURL
/// Button("Help") { openURL(URL(string: "https://example.com/help")!) }
/// ```
public struct OpenURLAction: @unchecked Sendable {
  /// What a handler did with a URL.
  ///
  /// ```swift
  /// OpenURLAction { url in url.scheme == "app" ? .handled : .systemAction }
  /// ```
  public struct Result: Sendable {
    fileprivate enum Kind {
      case handled, discarded
      case system(URL?)
    }

    fileprivate let kind: Kind

    /// The handler opened the URL.
    public static let handled = Result(kind: .handled)
    /// The handler chose not to open the URL.
    public static let discarded = Result(kind: .discarded)
    /// The system should open the URL.
    public static let systemAction = Result(kind: .system(nil))

    /// The system should open another URL instead.
    ///
    /// ```swift
    /// .systemAction(URL(string: "https://example.com/mirror")!)
    /// ```
    public static func systemAction(_ url: URL) -> Result { Result(kind: .system(url)) }
  }

  private let handler: (URL) -> Result
  /// The system's action, which a handler's `.systemAction` passes the URL on to.
  var system: ((URL) -> Void)?

  /// An action that calls `handler` for each URL.
  ///
  /// ```swift
  /// .environment(\.openURL, OpenURLAction { url in opened.append(url); return .handled })
  /// ```
  public init(handler: @escaping (URL) -> Result) {
    self.handler = handler
  }

  /// Opens `url`.
  @MainActor public func callAsFunction(_ url: URL) {
    callAsFunction(url) { _ in }
  }

  /// Opens `url`, then tells `completion` whether it was opened.
  @MainActor public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
    switch handler(url).kind {
    case .handled: completion(true)
    case .discarded: completion(false)
    case .system(let other):
      system?(other ?? url)
      completion(system != nil)
    }
  }
}

extension EnvironmentValues {
  /// The action that opens URLs.
  ///
  /// ```swift
  /// @Environment(\.openURL) private var openURL
  /// ```
  public var openURL: OpenURLAction {
    get {
      var action = self[OpenURLKey.self]
      action.system = self[SystemOpenURLKey.self]
      return action
    }
    set { self[OpenURLKey.self] = newValue }
  }

  /// Where the system sends the URLs no handler opens: the host's record of opened URLs.
  package var systemOpenURL: ((URL) -> Void)? {
    get { self[SystemOpenURLKey.self] }
    set { self[SystemOpenURLKey.self] = newValue }
  }
}

private enum OpenURLKey: EnvironmentKey {
  static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } }
}

private enum SystemOpenURLKey: EnvironmentKey {
  static var defaultValue: ((URL) -> Void)? { nil }
}
