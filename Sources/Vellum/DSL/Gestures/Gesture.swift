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

/// When a performed gesture reports its values: the host's clock, which only hosts run.
var gestureTime: Date {
  HostClock.current?.now ?? Date(timeIntervalSinceReferenceDate: 0)
}
