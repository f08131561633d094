import Foundation
import Observation

/// Where an `AsyncImage` is in loading: empty, loaded, or failed.
///
/// ```swift
/// switch phase { case .success(let image): image; case .failure: Text("!"); default: ProgressView() }
/// ```
public enum AsyncImagePhase: @unchecked Sendable {
  /// Not loaded yet.
  case empty
  /// Loaded.
  case success(Image)
  /// Failed to load.
  case failure(any Error)

  /// The loaded image, if any.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }

  /// The error, if loading failed.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
