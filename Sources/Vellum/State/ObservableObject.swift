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
private final class PublisherTable: @unchecked Sendable {
  static let shared = PublisherTable()

  private struct Entry {
    weak var object: AnyObject?
    let publisher: ObservableObjectPublisher
  }

  private let lock = NSLock()
  private var entries: [ObjectIdentifier: Entry] = [:]

  func publisher(for object: AnyObject) -> ObservableObjectPublisher {
    lock.lock()
    defer { lock.unlock() }
    let id = ObjectIdentifier(object)
    if let entry = entries[id], entry.object === object { return entry.publisher }
    if entries.count > 64 { entries = entries.filter { $0.value.object != nil } }
    let publisher = ObservableObjectPublisher()
    entries[id] = Entry(object: object, publisher: publisher)
    return publisher
  }
}
