import Foundation

/// A class whose changes views observe through `@ObservedObject`, `@StateObject` or
/// `@EnvironmentObject`.
///
/// Mark properties `@Published`, or call `objectWillChange.send()` before a change yourself.
///
/// ```swift
/// final class AppState: ObservableObject {
///   @Published var count = 0
///   @Published var favoritePrimes: [Int] = []
/// }
/// ```
public protocol ObservableObject: AnyObject {
  /// The publisher that announces changes; `ObservableObjectPublisher` unless you declare your
  /// own (a `PassthroughSubject<Void, Never>`, say, which you then send yourself).
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never

  /// Announces changes to observers; provided for you unless you declare your own.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// A publisher kept for this object for as long as it lives.
  public var objectWillChange: ObservableObjectPublisher {
    PublisherTable.shared.publisher(for: self)
  }
}

/// The publishers of objects that did not declare their own `objectWillChange`.
final class PublisherTable: @unchecked Sendable {
  static let shared = PublisherTable()

  private struct Entry {
    weak var object: AnyObject?
    let publisher: ObservableObjectPublisher
  }

  private let lock = NSLock()
  private var entries: [ObjectIdentifier: Entry] = [:]
  /// How many entries the table holds before it drops those of freed objects: twice what was
  /// left after the last sweep, so sweeps cost a constant amount a new object however many
  /// objects live (a sweep at every new entry past 64 made mounting the 8,000th host's
  /// `@StateObject` 20 times slower than the first's).
  private var sweepAt = 64
  private var sweepCount = 0

  func publisher(for object: AnyObject) -> ObservableObjectPublisher {
    lock.lock()
    defer { lock.unlock() }
    let id = ObjectIdentifier(object)
    if let entry = entries[id], entry.object === object { return entry.publisher }
    if entries.count >= sweepAt {
      entries = entries.filter { $0.value.object != nil }
      sweepAt = max(64, 2 * entries.count)
      sweepCount += 1
    }
    let publisher = ObservableObjectPublisher()
    entries[id] = Entry(object: object, publisher: publisher)
    return publisher
  }

  /// How many times the table has dropped the entries of freed objects.
  var sweeps: Int {
    lock.lock()
    defer { lock.unlock() }
    return sweepCount
  }
}
