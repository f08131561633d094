import Vellum

/// A `ViewHost` made by top-level code (`let host = ViewHost(ContentView())`): the screen a
/// script drives and renders, as the README's quick start does.
///
/// Hosts are not `Equatable` in Swift; two are equal here only when they are the same one.
///
/// ```swift
/// let host = ViewHost(ContentView())
/// try host.toggle("Remember Me")
/// print(host.render(.text(width: 40)))
/// ```
@MainActor
package final class HostValue: Hashable, CustomStringConvertible {
  /// The host.
  let host: ViewHost

  /// A value holding `host`.
  init(_ host: ViewHost) { self.host = host }

  /// As Swift describes the class.
  nonisolated package var description: String { "ViewHost" }

  nonisolated package static func == (lhs: HostValue, rhs: HostValue) -> Bool { lhs === rhs }

  nonisolated package func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
