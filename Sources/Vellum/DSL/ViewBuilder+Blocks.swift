extension ViewBuilder {
  // Blocks of two to ten views, as SwiftUI's builder had before parameter packs. The compiler
  // prefers these to the variadic `buildBlock(_:)`, and they move each view into the tuple:
  // a tuple made from a parameter pack copies each view into it and destroys the original
  // (a retain and a release of everything each view holds, for every row of a list).

  /// A block of two views is a `TupleView` of them, each keeping its position as identity.
  ///
  /// ```swift
  /// VStack {
  ///   Text("1")
  ///   Text("2")
  /// }
  /// ```
  @inlinable
  public static func buildBlock<C0: View, C1: View>(
    _ c0: consuming C0, _ c1: consuming C1
  ) -> TupleView<(C0, C1)> {
    TupleView((c0, c1))
  }

  /// A block of three views is a `TupleView` of them, each keeping its position as identity.
  ///
  /// ```swift
  /// VStack {
  ///   Text("1")
  ///   Text("2")
  ///   Text("3")
  /// }
  /// ```
  @inlinable
  public static func buildBlock<C0: View, C1: View, C2: View>(
    _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2
  ) -> TupleView<(C0, C1, C2)> {
    TupleView((c0, c1, c2))
  }

  /// A block of four views is a `TupleView` of them, each keeping its position as identity.
  ///
  /// ```swift
  /// VStack {
  ///   Text("1")
  ///   Text("2")
  ///   Text("3")
  ///   // …
  /// }
  /// ```
  @inlinable
  public static func buildBlock<C0: View, C1: View, C2: View, C3: View>(
    _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3
  ) -> TupleView<(C0, C1, C2, C3)> {
    TupleView((c0, c1, c2, c3))
  }

  /// A block of five views is a `TupleView` of them, each keeping its position as identity.
  ///
  /// ```swift
  /// VStack {
  ///   Text("1")
  ///   Text("2")
  ///   Text("3")
  ///   // …
  /// }
  /// ```
  @inlinable
  public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View>(
    _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3,
    _ c4: consuming C4
  ) -> TupleView<(C0, C1, C2, C3, C4)> {
    TupleView((c0, c1, c2, c3, c4))
  }

  /// A block of six views is a `TupleView` of them, each keeping its position as identity.
  ///
  /// ```swift
  /// VStack {
  ///   Text("1")
  ///   Text("2")
  ///   Text("3")
  ///   // …
  /// }
  /// ```
  @inlinable
  public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>(
    _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3,
    _ c4: consuming C4, _ c5: consuming C5
  ) -> TupleView<(C0, C1, C2, C3, C4, C5)> {
    TupleView((c0, c1, c2, c3, c4, c5))
  }

  /// A block of seven views is a `TupleView` of them, each keeping its position as identity.
  ///
  /// ```swift
  /// VStack {
  ///   Text("1")
  ///   Text("2")
  ///   Text("3")
  ///   // …
  /// }
  /// ```
  @inlinable
  public static func buildBlock<
    C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View
  >(
    _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3,
    _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6
  ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6)> {
    TupleView((c0, c1, c2, c3, c4, c5, c6))
  }

  /// A block of eight views is a `TupleView` of them, each keeping its position as identity.
  ///
  /// ```swift
  /// VStack {
  ///   Text("1")
  ///   Text("2")
  ///   Text("3")
  ///   // …
  /// }
  /// ```
  @inlinable
  public static func buildBlock<
    C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View
  >(
    _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3,
    _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6, _ c7: consuming C7
  ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7)> {
    TupleView((c0, c1, c2, c3, c4, c5, c6, c7))
  }

  /// A block of nine views is a `TupleView` of them, each keeping its position as identity.
  ///
  /// ```swift
  /// VStack {
  ///   Text("1")
  ///   Text("2")
  ///   Text("3")
  ///   // …
  /// }
  /// ```
  @inlinable
  public static func buildBlock<
    C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View
  >(
    _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3,
    _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6, _ c7: consuming C7,
    _ c8: consuming C8
  ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8)> {
    TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8))
  }

  /// A block of ten views is a `TupleView` of them, each keeping its position as identity.
  ///
  /// ```swift
  /// VStack {
  ///   Text("1")
  ///   Text("2")
  ///   Text("3")
  ///   // …
  /// }
  /// ```
  @inlinable
  public static func buildBlock<
    C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View,
    C9: View
  >(
    _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3,
    _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6, _ c7: consuming C7,
    _ c8: consuming C8, _ c9: consuming C9
  ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> {
    TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
  }
}
