import Foundation

/// One or more taps (`host.tap`).
///
/// ```swift
/// Image("photo").gesture(TapGesture(count: 2).onEnded { isZoomed.toggle() })
/// ```
public struct TapGesture: Gesture {
  /// How many taps end the gesture.
  public var count: Int

  /// A gesture of `count` taps.
  ///
  /// ```swift
  /// TapGesture(count: 2)
  /// ```
  public init(count: Int = 1) { self.count = count }

  /// A tap reports nothing.
  public typealias Value = Void
  /// Primitive.
  public typealias Body = Never

  /// Ends at a tap.
  public func makeRecognizer() -> GestureRecognizer<Void> {
    GestureRecognizer { event in
      guard case .tap = event else { return nil }
      return ([], ())
    }
  }
}

/// A press held for a minimum duration (`host.longPress`): reports `true` while pressed.
///
/// ```swift
/// Circle().gesture(LongPressGesture(minimumDuration: 1).onEnded { _ in complete() })
/// ```
public struct LongPressGesture: Gesture {
  /// How long the press must last, in seconds.
  public var minimumDuration: Double
  /// How far the finger may move, in points.
  public var maximumDistance: CGFloat

  /// A long press.
  ///
  /// ```swift
  /// LongPressGesture(minimumDuration: 0.5)
  /// ```
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }

  /// Whether the press is held.
  public typealias Value = Bool
  /// Primitive.
  public typealias Body = Never

  /// Changes to `true` at the press, and ends `true`.
  public func makeRecognizer() -> GestureRecognizer<Bool> {
    GestureRecognizer { event in
      guard case .longPress = event else { return nil }
      return ([true], true)
    }
  }
}

/// A drag (`host.drag(_:by:)`): reports its start, location and translation, half way and at
/// the end.
///
/// ```swift
/// Card().gesture(DragGesture().onChanged { offset = $0.translation }.onEnded { _ in offset = .zero })
/// ```
public struct DragGesture: Gesture {
  /// How far a drag moves before it starts, in points.
  public var minimumDistance: CGFloat

  /// A drag.
  ///
  /// ```swift
  /// DragGesture(minimumDistance: 20)
  /// ```
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
  }

  /// Where a drag is.
  public struct Value: Equatable, Sendable {
    /// When the value was reported.
    public var time: Date
    /// Where the finger is.
    public var location: CGPoint
    /// Where the drag started.
    public var startLocation: CGPoint
    /// How far the finger moved from the start.
    public var translation: CGSize
    /// The speed of the drag, in points per second.
    public var velocity: CGSize
    /// Where the drag would end if released now, with momentum.
    public var predictedEndLocation: CGPoint
    /// How far the drag would go if released now, with momentum.
    public var predictedEndTranslation: CGSize
  }

  /// Primitive.
  public typealias Body = Never

  /// Changes at half and all of the translation, and ends at all of it (a drag shorter than
  /// the minimum distance is not this gesture's).
  public func makeRecognizer() -> GestureRecognizer<Value> {
    let minimum = minimumDistance
    return GestureRecognizer { event in
      guard case .drag(let translation) = event,
        hypot(translation.width, translation.height) >= minimum
      else { return nil }
      let time = gestureTime
      func value(_ fraction: CGFloat) -> Value {
        let moved = CGSize(
          width: translation.width * fraction, height: translation.height * fraction)
        return Value(
          time: time, location: CGPoint(x: moved.width, y: moved.height), startLocation: .zero,
          translation: moved, velocity: .zero,
          predictedEndLocation: CGPoint(x: moved.width, y: moved.height),
          predictedEndTranslation: moved)
      }
      return ([value(0.5), value(1)], value(1))
    }
  }
}

/// A pinch (`host.magnify(_:by:)`): reports the scale.
///
/// ```swift
/// Image("map").gesture(MagnifyGesture().onChanged { scale = $0.magnification })
/// ```
public struct MagnifyGesture: Gesture {
  /// How much the scale changes before the gesture starts.
  public var minimumScaleDelta: CGFloat

  /// A pinch.
  ///
  /// ```swift
  /// MagnifyGesture(minimumScaleDelta: 0.05)
  /// ```
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

  /// How far a pinch has scaled.
  public struct Value: Equatable, Sendable {
    /// When the value was reported.
    public var time: Date
    /// The scale from the start: 1 is unchanged.
    public var magnification: CGFloat
    /// How fast the scale changes.
    public var velocity: CGFloat
    /// The pinch's center, as a unit point of the view.
    public var startAnchor: UnitPoint
    /// The pinch's center, in the view.
    public var startLocation: CGPoint
  }

  /// Primitive.
  public typealias Body = Never

  /// Changes half way and at the scale, and ends at it.
  public func makeRecognizer() -> GestureRecognizer<Value> {
    GestureRecognizer { event in
      guard case .magnify(let scale) = event else { return nil }
      let time = gestureTime
      func value(_ s: CGFloat) -> Value {
        Value(time: time, magnification: s, velocity: 0, startAnchor: .center, startLocation: .zero)
      }
      return ([value(1 + (scale - 1) / 2), value(scale)], value(scale))
    }
  }
}

/// A two-finger rotation (`host.rotate(_:by:)`): reports the angle.
///
/// ```swift
/// Image("dial").gesture(RotateGesture().onChanged { angle = $0.rotation })
/// ```
public struct RotateGesture: Gesture {
  /// How far the fingers turn before the gesture starts.
  public var minimumAngleDelta: Angle

  /// A rotation.
  ///
  /// ```swift
  /// RotateGesture(minimumAngleDelta: .degrees(2))
  /// ```
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

  /// How far a rotation has turned.
  public struct Value: Equatable, Sendable {
    /// When the value was reported.
    public var time: Date
    /// The angle from the start.
    public var rotation: Angle
    /// How fast the angle changes.
    public var velocity: Angle
    /// The rotation's center, as a unit point of the view.
    public var startAnchor: UnitPoint
    /// The rotation's center, in the view.
    public var startLocation: CGPoint
  }

  /// Primitive.
  public typealias Body = Never

  /// Changes half way and at the angle, and ends at it.
  public func makeRecognizer() -> GestureRecognizer<Value> {
    GestureRecognizer { event in
      guard case .rotate(let angle) = event else { return nil }
      let time = gestureTime
      func value(_ a: Angle) -> Value {
        Value(time: time, rotation: a, velocity: .zero, startAnchor: .center, startLocation: .zero)
      }
      return ([value(.degrees(angle.degrees / 2)), value(angle)], value(angle))
    }
  }
}

/// A pinch reporting only its scale (the older form of ``MagnifyGesture``).
///
/// ```swift
/// .gesture(MagnificationGesture().onChanged { scale = $0 })
/// ```
public struct MagnificationGesture: Gesture {
  /// How much the scale changes before the gesture starts.
  public var minimumScaleDelta: CGFloat

  /// A pinch.
  ///
  /// ```swift
  /// MagnificationGesture()
  /// ```
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

  /// The scale from the start.
  public typealias Value = CGFloat
  /// Primitive.
  public typealias Body = Never

  /// Reports the scale of a pinch.
  public func makeRecognizer() -> GestureRecognizer<CGFloat> {
    MagnifyGesture(minimumScaleDelta: minimumScaleDelta).makeRecognizer().map(\.magnification)
  }
}

/// A rotation reporting only its angle (the older form of ``RotateGesture``).
///
/// ```swift
/// .gesture(RotationGesture().onChanged { angle = $0 })
/// ```
public struct RotationGesture: Gesture {
  /// How far the fingers turn before the gesture starts.
  public var minimumAngleDelta: Angle

  /// A rotation.
  ///
  /// ```swift
  /// RotationGesture()
  /// ```
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

  /// The angle from the start.
  public typealias Value = Angle
  /// Primitive.
  public typealias Body = Never

  /// Reports the angle of a rotation.
  public func makeRecognizer() -> GestureRecognizer<Angle> {
    RotateGesture(minimumAngleDelta: minimumAngleDelta).makeRecognizer().map(\.rotation)
  }
}

/// The space gesture locations are measured in; recorded.
///
/// ```swift
/// DragGesture(coordinateSpace: .global)
/// ```
public enum CoordinateSpace: Hashable {
  /// The view's own space.
  case local
  /// The screen's space.
  case global
  /// A space named with `coordinateSpace(name:)`.
  case named(AnyHashable)
}

/// When a performed gesture reports its values: the host's clock, which only hosts run.
private var gestureTime: Date {
  HostClock.current?.now ?? Date(timeIntervalSinceReferenceDate: 0)
}
