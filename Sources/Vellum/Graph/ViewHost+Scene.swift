extension ViewHost {
  /// Moves the host's scene to `phase`, as the app going to the background or coming back
  /// does: views that read `\.scenePhase` update, and their `onChange(of:)` actions run.
  ///
  /// ```swift
  /// host.setScenePhase(.background)
  /// ```
  public func setScenePhase(_ phase: ScenePhase) {
    interact { graph.changeRootEnvironment { $0.scenePhase = phase } }
  }
}

extension ViewHost {
  /// Gives the `AsyncImage`s showing `url` a phase — `.success(Image("photo"))` or
  /// `.failure(error)` — as if it had loaded; they stay empty until then, since hosts never
  /// touch the network.
  ///
  /// ```swift
  /// host.loadImage(at: avatarURL, as: .success(Image("avatar")))
  /// ```
  public func loadImage(at url: URL, as phase: AsyncImagePhase) {
    interact { graph.asyncImages.set(phase, for: url) }
  }
}
