extension Keyword {
  /// A gradient or canvas drawing kind: `radial`.
  @inlinable public static var radial: Keyword { Keyword(.radial) }
  /// A gradient or canvas drawing kind: `angular`.
  @inlinable public static var angular: Keyword { Keyword(.angular) }
  /// A gradient or canvas drawing kind: `elliptical`.
  @inlinable public static var elliptical: Keyword { Keyword(.elliptical) }
  /// A gradient or canvas drawing kind: `fill`.
  @inlinable public static var fill: Keyword { Keyword(.fill) }
  /// A gradient or canvas drawing kind: `stroke`.
  @inlinable public static var stroke: Keyword { Keyword(.stroke) }
  /// A gradient or canvas drawing kind: `image`.
  @inlinable public static var image: Keyword { Keyword(.image) }
  /// A gradient or canvas drawing kind: `text`.
  @inlinable public static var text: Keyword { Keyword(.text) }
  /// A gradient or canvas drawing kind: `color`.
  @inlinable public static var color: Keyword { Keyword(.color) }
  /// A gradient or canvas drawing kind: `symbol`.
  @inlinable public static var symbol: Keyword { Keyword(.symbol) }
  /// A stroke's line cap or join: `butt`.
  @inlinable public static var butt: Keyword { Keyword(.butt) }
  /// A stroke's line cap or join: `round`.
  @inlinable public static var round: Keyword { Keyword(.round) }
  /// A stroke's line cap or join: `square`.
  @inlinable public static var square: Keyword { Keyword(.square) }
  /// A stroke's line cap or join: `miter`.
  @inlinable public static var miter: Keyword { Keyword(.miter) }
  /// A stroke's line cap or join: `bevel`.
  @inlinable public static var bevel: Keyword { Keyword(.bevel) }
  /// A symbol variant or effect: `none`.
  @inlinable public static var none: Keyword { Keyword(.none) }
  /// A symbol variant or effect: `dot`.
  @inlinable public static var dot: Keyword { Keyword(.dot) }
  /// A symbol variant or effect: `bounce`.
  @inlinable public static var bounce: Keyword { Keyword(.bounce) }
  /// A symbol variant or effect: `pulse`.
  @inlinable public static var pulse: Keyword { Keyword(.pulse) }
  /// A symbol variant or effect: `variableColor`.
  @inlinable public static var variableColor: Keyword { Keyword(.variableColor) }
  /// A symbol variant or effect: `scale`.
  @inlinable public static var scale: Keyword { Keyword(.scale) }
  /// A symbol variant or effect: `appear`.
  @inlinable public static var appear: Keyword { Keyword(.appear) }
  /// A symbol variant or effect: `disappear`.
  @inlinable public static var disappear: Keyword { Keyword(.disappear) }
  /// A symbol variant or effect: `wiggle`.
  @inlinable public static var wiggle: Keyword { Keyword(.wiggle) }
  /// A symbol variant or effect: `rotate`.
  @inlinable public static var rotate: Keyword { Keyword(.rotate) }
  /// A symbol variant or effect: `breathe`.
  @inlinable public static var breathe: Keyword { Keyword(.breathe) }
  /// A symbol variant or effect: `iterative`.
  @inlinable public static var iterative: Keyword { Keyword(.iterative) }
  /// A symbol variant or effect: `cumulative`.
  @inlinable public static var cumulative: Keyword { Keyword(.cumulative) }
  /// A symbol variant or effect: `reversing`.
  @inlinable public static var reversing: Keyword { Keyword(.reversing) }
  /// A symbol variant or effect: `nonReversing`.
  @inlinable public static var nonReversing: Keyword { Keyword(.nonReversing) }
  /// A symbol variant or effect: `dimInactiveLayers`.
  @inlinable public static var dimInactiveLayers: Keyword { Keyword(.dimInactiveLayers) }
  /// A symbol variant or effect: `hideInactiveLayers`.
  @inlinable public static var hideInactiveLayers: Keyword { Keyword(.hideInactiveLayers) }
  /// A symbol variant: `slash`.
  @inlinable public static var slash: Keyword { Keyword(.slash) }
}
