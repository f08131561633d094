import Foundation

/// The URLs a host's system was asked to open, in order.
@MainActor
package final class OpenedURLs {
  package var urls: [URL] = []
}
