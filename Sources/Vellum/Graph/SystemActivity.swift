import Foundation

/// What a host's system was asked to do, in order: the URLs it opened that no handler took,
/// and the items share links shared.
@MainActor
package final class SystemActivity {
  package var openedURLs: [URL] = []
  package var sharedItems: [String] = []
}
