import Foundation

/// A subscription that cancels itself when it is released: keep it (in a property or with
/// `store(in:)`) for as long as values should arrive.
///
/// ```swift
/// final class SearchModel: ObservableObject {
///   @Published var query = ""
///   private var cancellables: Set<AnyCancellable> = []
///   init() { $query.sink { print("searching", $0) }.store(in: &cancellables) }
/// }
/// ```
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
  private let lock = NSLock()
  private var action: (() -> Void)?

  /// A cancellable that runs `cancel` once, when cancelled or released.
  ///
  /// ```swift
  /// let cancellable = AnyCancellable { print("stopped") }
  /// ```
  public init(_ cancel: @escaping () -> Void) {
    action = cancel
  }

  /// A cancellable that cancels `canceller`, when cancelled or released.
  ///
  /// ```swift
  /// let cancellable = AnyCancellable(subscription)
  /// ```
  public init<C: Cancellable>(_ canceller: C) {
    action = canceller.cancel
  }

  /// Runs the cancel action, once.
  ///
  /// ```swift
  /// cancellable.cancel()
  /// ```
  public func cancel() {
    lock.lock()
    let action = self.action
    self.action = nil
    lock.unlock()
    action?()
  }

  deinit { cancel() }

  /// `canceller` itself when it is already an `AnyCancellable`, else a new one around it.
  static func wrapping(_ canceller: some Cancellable) -> AnyCancellable {
    canceller as? AnyCancellable ?? AnyCancellable(canceller)
  }

  /// Cancellables are equal when they are the same object.
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

  /// Hashes the object's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
