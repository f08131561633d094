import VellumExplorer

extension Snapshotting where Value == Exploration {
  /// The exploration's report as JSON (``Exploration/json``): its states with their paths
  /// and trees, its interactions and its findings, the same from run to run.
  ///
  /// ```swift
  /// assertSnapshot(of: await ViewHost(ContentView()).explore(depth: 3), as: .json)
  /// ```
  public static var json: Snapshotting {
    Snapshotting(pathExtension: "json") { String(decoding: $0.json, as: UTF8.self) + "\n" }
  }
}
