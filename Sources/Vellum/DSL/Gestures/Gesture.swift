import Foundation

/// A gesture: a tap, a long press, a drag, a pinch or a rotation, combined and handled with
/// `onChanged`, `onEnded` and `updating`. Host interactions perform them (`host.tap`,
/// `host.longPress`, `host.drag(_:by:)`, `host.magnify(_:by:)`, `host.rotate(_:by:)`).
///
/// ```swift
/// Card().gesture(DragGesture().onEnded { value in if value.translation.width > 100 { remove() } })
/// ```
@MainActor @preconcurrency
public protocol Gesture {
  /// What the gesture reports while it runs and when it ends.
  associatedtype Value
  /// The gesture this one is made of; primitive gestures have none.
  associatedtype Body: Gesture
  /// The gesture this one is made of.
  var body: Body { get }
  /// How the gesture responds to the events a host performs.
  func makeRecognizer() -> GestureRecognizer<Value>
}

extension Never: Gesture {
  /// Never has a value.
  public typealias Value = Never
  /// Never recognizes anything.
  public func makeRecognizer() -> GestureRecognizer<Never> { GestureRecognizer() }
}

extension Gesture where Body == Never {
  /// Primitive gestures have no body.
  public var body: Never { fatalError("\(Self.self) is a primitive gesture and has no body") }
}

extension Gesture {
  /// A gesture made of another recognizes as its body does.
  public func makeRecognizer() -> GestureRecognizer<Value> where Body.Value == Value {
    body.makeRecognizer()
  }
}

/// An event a host performs on a view: what a person's fingers would do.
package enum GestureEvent {
  /// Taps, `count` of them.
  case tap(count: Int)
  /// A press held past the gesture's minimum duration.
  case longPress
  /// A drag by a translation in points.
  case drag(CGSize)
  /// A pinch by a scale factor.
  case magnify(CGFloat)
  /// A two-finger rotation by an angle.
  case rotate(Angle)
}

/// How a gesture responds to events: for each event it handles, the values it reports while
/// it changes, then the value it ends with.
public struct GestureRecognizer<Value> {
  /// The values reported for an event, and the final value; `nil` when the event is not this
  /// gesture's.
  /// Performs the gesture for an event: runs its actions and returns what it reported.
  let respond: (GestureEvent) -> (changes: [Value], end: Value)?
  /// Whether the gesture takes an event, without running anything.
  let accepts: (GestureEvent) -> Bool

  /// A primitive gesture's recognizer: `respond` has no side effects, so it also answers
  /// whether an event is taken.
  init(respond: @escaping (GestureEvent) -> (changes: [Value], end: Value)? = { _ in nil }) {
    self.respond = respond
    accepts = { respond($0) != nil }
  }

  /// A recognizer whose responses run actions, taking the events `accepts` takes.
  init(
    accepts: @escaping (GestureEvent) -> Bool,
    respond: @escaping (GestureEvent) -> (changes: [Value], end: Value)?
  ) {
    self.respond = respond
    self.accepts = accepts
  }

  /// The same recognizer reporting transformed values.
  func map<T>(_ transform: @escaping (Value) -> T) -> GestureRecognizer<T> {
    GestureRecognizer<T>(accepts: accepts) { event in
      respond(event).map { ($0.changes.map(transform), transform($0.end)) }
    }
  }
}

/// The parts of a view a gesture applies to.
///
/// ```swift
/// .gesture(drag, including: .gesture)
/// ```
public struct GestureMask: OptionSet, Sendable {
  /// The mask's bits.
  public let rawValue: UInt32

  /// A mask from its bits.
  ///
  /// ```swift
  /// GestureMask(rawValue: 1)
  /// ```
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// No gestures.
  public static let none: GestureMask = []
  /// The view's own gesture.
  public static let gesture = GestureMask(rawValue: 1 << 0)
  /// The gestures of the views inside.
  public static let subviews = GestureMask(rawValue: 1 << 1)
  /// Both.
  public static let all: GestureMask = [.gesture, .subviews]
}
