// `import Vellum` brings what `import SwiftUI` brings: Foundation (with FoundationNetworking where
// it is a separate module, as on Linux) and Observation, so an app file that names `Date`, `URL`,
// `URLSession`, `UserDefaults`, `DispatchQueue` or `@Observable` compiles with Vellum's import
// alone. Combine's everyday part is Vellum's own (`Publisher`, `AnyCancellable`, subjects).
// The lower stages are modules of their own (values, nodes, layout, renderers); their public
// names are Vellum's, so `Vellum.Color` and `Vellum.Node` name them.
@_exported import Foundation
@_exported import Observation
@_exported import VellumCellLayout
@_exported import VellumCombine
@_exported import VellumLayout
@_exported import VellumNodes
@_exported import VellumRenderers
@_exported import VellumValues

#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
