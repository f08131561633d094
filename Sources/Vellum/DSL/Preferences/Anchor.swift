import Foundation

/// A geometric value of a view — its bounds, a point in it — that another view resolves in its
/// own coordinates through a `GeometryProxy`, as anchor preferences carry them.
///
/// ```swift
/// Text(tab).anchorPreference(key: SelectedBounds.self, value: .bounds) { $0 }
/// // …
/// .overlayPreferenceValue(SelectedBounds.self) { anchor in
///   GeometryReader { proxy in
///     if let anchor { Rectangle().frame(width: proxy[anchor].width, height: 2) }
///   }
/// }
/// ```
///
/// Vellum's anchor holds the value on the screen as the last layout placed its view; a view
/// that moves makes a new anchor (its preference changes), so what resolves it updates.
public struct Anchor<Value> {
  /// The value in the screen's coordinates.
  let screenValue: Value
  /// The value moved by an offset, into another view's coordinates.
  let moved: @Sendable (Value, CGSize) -> Value

  /// The value in the coordinates of a view whose top leading corner is at `origin` on the
  /// screen.
  func value(from origin: CGPoint) -> Value {
    moved(screenValue, CGSize(width: -origin.x, height: -origin.y))
  }

  /// Where in a view an anchor's value comes from: its bounds, a rectangle or a point in it.
  ///
  /// ```swift
  /// let source: Anchor<CGRect>.Source = .bounds
  /// ```
  public struct Source {
    /// The value in the screen's coordinates, from the view's rectangle on the screen.
    let resolve: @Sendable (CGRect) -> Value
    /// How the value moves by an offset.
    let moved: @Sendable (Value, CGSize) -> Value

    /// The anchor of a view placed at `frame` on the screen.
    func anchor(in frame: CGRect) -> Anchor<Value> {
      Anchor(screenValue: resolve(frame), moved: moved)
    }
  }
}

extension Anchor: Sendable where Value: Sendable {}

extension Anchor.Source: Sendable where Value: Sendable {}

extension Anchor: Equatable where Value: Equatable {
  /// Anchors are equal when they stand for the same value on the screen.
  public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.screenValue == rhs.screenValue }
}

extension Anchor: Hashable where Value: Hashable {
  /// Hashes the value on the screen.
  public func hash(into hasher: inout Hasher) { hasher.combine(screenValue) }
}

extension Anchor.Source where Value == CGRect {
  /// The view's bounds.
  ///
  /// ```swift
  /// .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
  /// ```
  public static var bounds: Anchor<CGRect>.Source {
    Anchor<CGRect>.Source(resolve: { $0 }, moved: { $0.offsetBy(dx: $1.width, dy: $1.height) })
  }

  /// A rectangle in the view's own coordinates.
  ///
  /// ```swift
  /// .anchorPreference(key: BadgeKey.self, value: .rect(CGRect(x: 0, y: 0, width: 8, height: 8))) { $0 }
  /// ```
  public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
    Anchor<CGRect>.Source(
      resolve: { r.offsetBy(dx: $0.minX, dy: $0.minY) },
      moved: { $0.offsetBy(dx: $1.width, dy: $1.height) })
  }
}

extension Anchor.Source where Value == CGPoint {
  /// A point in the view's own coordinates.
  ///
  /// ```swift
  /// .anchorPreference(key: PinKey.self, value: .point(CGPoint(x: 10, y: 0))) { $0 }
  /// ```
  public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source(
      resolve: { CGPoint(x: $0.minX + p.x, y: $0.minY + p.y) },
      moved: { CGPoint(x: $0.x + $1.width, y: $0.y + $1.height) })
  }

  /// A point at a unit position of the view's bounds (0 at the leading or top edge, 1 at the
  /// trailing or bottom one).
  ///
  /// ```swift
  /// .anchorPreference(key: PinKey.self, value: .unitPoint(.bottom)) { $0 }
  /// ```
  public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source(
      resolve: { CGPoint(x: $0.minX + $0.width * p.x, y: $0.minY + $0.height * p.y) },
      moved: { CGPoint(x: $0.x + $1.width, y: $0.y + $1.height) })
  }

  /// The top leading corner.
  public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
  /// The middle of the top edge.
  public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
  /// The top trailing corner.
  public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
  /// The middle of the leading edge.
  public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
  /// The center.
  public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
  /// The middle of the trailing edge.
  public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
  /// The bottom leading corner.
  public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
  /// The middle of the bottom edge.
  public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
  /// The bottom trailing corner.
  public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}
