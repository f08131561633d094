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
