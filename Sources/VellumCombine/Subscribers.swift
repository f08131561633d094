/// The subscriber types and the values that pass between publishers and subscribers.
///
/// ```swift
/// let completion: Subscribers.Completion<Never> = .finished
/// ```
public enum Subscribers {}

extension Subscribers {
  /// How many values a subscriber asks for.
  ///
  /// ```swift
  /// let demand: Subscribers.Demand = .unlimited
  /// ```
  public struct Demand: Hashable, Sendable, CustomStringConvertible {
    /// The number of values, or `nil` for no limit.
    public let max: Int?

    /// No limit.
    public static let unlimited = Demand(max: nil)
    /// No values.
    public static let none = Demand(max: 0)

    /// At most `value` values.
    ///
    /// ```swift
    /// Subscribers.Demand.max(1)
    /// ```
    public static func max(_ value: Int) -> Demand { Demand(max: Swift.max(0, value)) }

    /// The sum of two demands; anything plus `.unlimited` is `.unlimited`.
    ///
    /// ```swift
    /// Subscribers.Demand.max(1) + .max(2)   // .max(3)
    /// ```
    public static func + (lhs: Demand, rhs: Demand) -> Demand {
      guard let left = lhs.max, let right = rhs.max else { return .unlimited }
      let (sum, overflow) = left.addingReportingOverflow(right)
      return overflow ? .unlimited : Demand(max: sum)
    }

    /// `unlimited` or `max(n)`.
    public var description: String { max.map { "max(\($0))" } ?? "unlimited" }
  }

  /// How a publisher ended: normally, or with an error.
  ///
  /// ```swift
  /// subject.send(completion: .finished)
  /// ```
  public enum Completion<Failure: Error> {
    /// The publisher sent everything it had.
    case finished
    /// The publisher stopped with an error.
    case failure(Failure)
  }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}
