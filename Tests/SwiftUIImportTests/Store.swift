// A model file as apps write it: Combine only.
import Combine
import Foundation

/// A store of counts, published.
final class Store: ObservableObject {
  @Published var count = 0
  private var cancellables: Set<AnyCancellable> = []
  private(set) var seen: [Int] = []

  init() {
    $count.sink { [weak self] in self?.seen.append($0) }.store(in: &cancellables)
  }
}
