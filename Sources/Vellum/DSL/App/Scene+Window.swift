import Foundation

extension Scene {
  /// The size a window of this scene opens at where a window's size can be chosen (macOS,
  /// iPadOS, visionOS). On the iPhone, the idiom Vellum renders, a window fills the screen and
  /// this has no effect, as on iOS.
  ///
  /// ```swift
  /// WindowGroup { ContentView() }.defaultSize(CGSize(width: 600, height: 400))
  /// ```
  public func defaultSize(_ size: CGSize) -> some Scene { self }

  /// The width and height a window of this scene opens at where a window's size can be
  /// chosen; no effect on the iPhone, as on iOS.
  ///
  /// ```swift
  /// WindowGroup { ContentView() }.defaultSize(width: 600, height: 400)
  /// ```
  public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }

  /// How a window of this scene may be resized where windows are (macOS, visionOS); no effect
  /// on the iPhone, as on iOS.
  ///
  /// ```swift
  /// WindowGroup { ContentView() }.windowResizability(.contentSize)
  /// ```
  public func windowResizability(_ resizability: WindowResizability) -> some Scene { self }

  /// The external events (a URL opened, a Handoff activity) whose targets this scene's windows
  /// take, where several windows are open at once; no effect with a host's single window, which
  /// takes every event (`onOpenURL`), as an iPhone's one scene does.
  ///
  /// ```swift
  /// WindowGroup { Viewer() }.handlesExternalEvents(matching: ["viewer"])
  /// ```
  public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene { self }
}
