import Foundation

/// A space gesture locations are measured in: `.local`, `.global` or `.named(_:)`.
///
/// ```swift
/// .onTapGesture(coordinateSpace: .global) { location in … }
/// ```
public protocol CoordinateSpaceProtocol {
  /// The space as a `CoordinateSpace` value.
  var coordinateSpace: CoordinateSpace { get }
}

extension View {
  /// Runs `action` with the tap's location after `count` taps (`host.tap`). Hosts tap views
  /// by their label, not at a point, so the location is the view's origin, `(0, 0)`.
  ///
  /// ```swift
  /// Canvas().onTapGesture { location in addDot(at: location) }
  /// ```
  public consuming func onTapGesture(
    count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
    perform action: @escaping (CGPoint) -> Void
  ) -> some View {
    onTapGesture(count: count) { action(.zero) }
  }

  /// Names the view's space, for gesture locations measured in it; recorded.
  ///
  /// ```swift
  /// Board().coordinateSpace(.named("board"))
  /// ```
  public consuming func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
    modifier(AttributesModifier(Attribute(.coordinateSpace, .string("\(name.name)"))))
  }

  /// Names the view's space (the older form); recorded.
  ///
  /// ```swift
  /// Board().coordinateSpace(name: "board")
  /// ```
  public consuming func coordinateSpace<T: Hashable>(name: T) -> some View {
    coordinateSpace(.named(name))
  }
}
