extension Keyword {
  /// An alignment or a position along an edge: `leading`.
  @inlinable public static var leading: Keyword { Keyword(.leading) }
  /// An alignment or a position along an edge: `center`.
  @inlinable public static var center: Keyword { Keyword(.center) }
  /// An alignment or a position along an edge: `trailing`.
  @inlinable public static var trailing: Keyword { Keyword(.trailing) }
  /// An alignment or a position along an edge: `top`.
  @inlinable public static var top: Keyword { Keyword(.top) }
  /// An alignment or a position along an edge: `bottom`.
  @inlinable public static var bottom: Keyword { Keyword(.bottom) }
  /// An alignment or a position along an edge: `firstTextBaseline`.
  @inlinable public static var firstTextBaseline: Keyword { Keyword(.firstTextBaseline) }
  /// An alignment or a position along an edge: `lastTextBaseline`.
  @inlinable public static var lastTextBaseline: Keyword { Keyword(.lastTextBaseline) }
  /// An alignment or a position along an edge: `topLeading`.
  @inlinable public static var topLeading: Keyword { Keyword(.topLeading) }
  /// An alignment or a position along an edge: `topTrailing`.
  @inlinable public static var topTrailing: Keyword { Keyword(.topTrailing) }
  /// An alignment or a position along an edge: `bottomLeading`.
  @inlinable public static var bottomLeading: Keyword { Keyword(.bottomLeading) }
  /// An alignment or a position along an edge: `bottomTrailing`.
  @inlinable public static var bottomTrailing: Keyword { Keyword(.bottomTrailing) }
  /// An alignment or a position along an edge: `listRowSeparatorLeading`.
  @inlinable public static var listRowSeparatorLeading: Keyword {
    Keyword(.listRowSeparatorLeading)
  }
  /// An alignment or a position along an edge: `listRowSeparatorTrailing`.
  @inlinable public static var listRowSeparatorTrailing: Keyword {
    Keyword(.listRowSeparatorTrailing)
  }
  /// An axis or a set of axes: `horizontal`.
  @inlinable public static var horizontal: Keyword { Keyword(.horizontal) }
  /// An axis or a set of axes: `vertical`.
  @inlinable public static var vertical: Keyword { Keyword(.vertical) }
  /// An axis or a set of axes: `both`.
  @inlinable public static var both: Keyword { Keyword(.both) }
  /// A direction or edge set: `up`.
  @inlinable public static var up: Keyword { Keyword(.up) }
  /// A direction or edge set: `down`.
  @inlinable public static var down: Keyword { Keyword(.down) }
  /// A direction or edge set: `all`.
  @inlinable public static var all: Keyword { Keyword(.all) }
  /// A layout direction: `leftToRight`.
  @inlinable public static var leftToRight: Keyword { Keyword(.leftToRight) }
  /// A layout direction: `rightToLeft`.
  @inlinable public static var rightToLeft: Keyword { Keyword(.rightToLeft) }
  /// A preview layout: `sizeThatFits`, the preview drawn at its own size.
  @inlinable public static var sizeThatFits: Keyword { Keyword(.sizeThatFits) }
  /// A preview layout: `device`, the preview drawn on the device's screen.
  @inlinable public static var device: Keyword { Keyword(.device) }
  /// A tab view style: `page`, tabs swiped through as pages.
  @inlinable public static var page: Keyword { Keyword(.page) }
  /// A content mode: `fit`.
  @inlinable public static var fit: Keyword { Keyword(.fit) }
  /// A split view's column: `content`.
  @inlinable public static var content: Keyword { Keyword(.content) }
  /// A split view's column: `detail`.
  @inlinable public static var detail: Keyword { Keyword(.detail) }
  /// A scroll behavior (keyboard dismissal, bounce, indicators): `immediately`.
  @inlinable public static var immediately: Keyword { Keyword(.immediately) }
  /// A scroll behavior (keyboard dismissal, bounce, indicators): `interactively`.
  @inlinable public static var interactively: Keyword { Keyword(.interactively) }
  /// A scroll behavior (keyboard dismissal, bounce, indicators): `never`.
  @inlinable public static var never: Keyword { Keyword(.never) }
  /// A scroll behavior (keyboard dismissal, bounce, indicators): `always`.
  @inlinable public static var always: Keyword { Keyword(.always) }
  /// A scroll behavior (keyboard dismissal, bounce, indicators): `basedOnSize`.
  @inlinable public static var basedOnSize: Keyword { Keyword(.basedOnSize) }
}
