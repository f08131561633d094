import Foundation

/// Follows a package's sources for `vellum serve --package`: when a Swift file of a target
/// with previews changes, the preview runner is built again in the background, and the next
/// ``poll()`` after the build says how it went. An edit made during a build starts another
/// once it ends.
///
/// ```swift
/// let follower = PackageFollower(build: RunnerBuild(package: package))
/// if case .built(let runner)? = follower.poll() { … }   // from a server's tick
/// ```
final class PackageFollower {
  /// What happened since the last poll.
  enum Event {
    /// A source changed and a build started.
    case building
    /// The build ended with a runner.
    case built(URL)
    /// The build failed: the compiler's errors, a line each.
    case failed(String)
  }

  private let build: RunnerBuild
  /// Each Swift file's modification date and size, when the last build started.
  private var fingerprint: [String: String]
  private var building = false
  private var lastLook = Date.distantPast

  /// Follows the sources of `build`'s package, which are as it built them.
  init(build: RunnerBuild) {
    self.build = build
    fingerprint = Self.fingerprint(of: build.package.sourceFolders)
  }

  /// What changed: a build started or ended, or nothing (`nil`). Sources are looked at four
  /// times a second at most.
  func poll() -> Event? {
    if building {
      guard build.hasEnded else { return nil }
      building = false
      switch build.outcome() {
      case .built(let executable): return .built(executable)
      case .failed(let errors, let output):
        let tail = output.split(separator: "\n").suffix(20).joined(separator: "\n")
        return .failed(errors.isEmpty ? tail : errors.map(\.description).joined(separator: "\n"))
      }
    }
    guard Date().timeIntervalSince(lastLook) >= 0.25 else { return nil }
    lastLook = Date()
    let now = Self.fingerprint(of: build.package.sourceFolders)
    guard now != fingerprint else { return nil }
    fingerprint = now
    do {
      try build.start()
    } catch {
      return .failed(error.description)
    }
    building = true
    return .building
  }

  /// Each Swift file under `folders`, with its modification date and size.
  static func fingerprint(of folders: [URL]) -> [String: String] {
    var files: [String: String] = [:]
    for folder in folders {
      let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }
      for path in paths ?? [] where path.hasSuffix(".swift") {
        let full = folder.appendingPathComponent(path).path
        let attributes = try? FileManager.default.attributesOfItem(atPath: full)
        let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        files[full] = "\(date) \(attributes?[.size] as? Int ?? 0)"
      }
    }
    return files
  }
}
