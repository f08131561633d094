// `import Vellum` brings what `import SwiftUI` brings: Foundation (with FoundationNetworking where
// it is a separate module, as on Linux) and Observation, so an app file that names `Date`, `URL`,
// `URLSession`, `UserDefaults`, `DispatchQueue` or `@Observable` compiles with Vellum's import
// alone. Combine's everyday part is Vellum's own (`Publisher`, `AnyCancellable`, subjects).
@_exported import Foundation
@_exported import Observation

#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
