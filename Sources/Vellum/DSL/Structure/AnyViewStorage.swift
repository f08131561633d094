/// The box an ``AnyView`` keeps its view in, shared by copies of the erased view.
///
/// Its `deinit` tears a chain of erased views down one link at a time. A view built in a loop —
/// `view = AnyView(view.padding())` ten thousand times — nests each erased view inside the
/// next, and letting Swift destroy it would recurse once per link and overflow the stack. So
/// the box takes the erased view nested in its content (``ErasedViewNesting``) out before its
/// content goes, and destroys the links it took in a loop, each emptied of its own link first.
/// A link another copy still holds stays alive and ends the loop.
///
/// ```swift
/// var view = AnyView(Text("deep"))
/// for _ in 0..<60_000 { view = AnyView(view.padding(0)) }
/// // Dropping `view` frees 60,000 boxes without 60,000 nested frames.
/// ```
///
/// The box belongs to the main actor, as views do; its `deinit` is isolated too, so a box
/// released elsewhere is torn down on the main actor.
@MainActor
final class AnyViewStorage {
  /// The erased view.
  private(set) var content: any View

  /// Keeps `content`.
  init(_ content: any View) { self.content = content }

  isolated deinit {
    var next = takeNested()
    while var link = next {
      next = nil
      // Only the last owner may empty the link; a shared one outlives this teardown.
      guard isKnownUniquelyReferenced(&link) else { return }
      next = link.takeNested()
    }
  }

  /// Takes the box of the erased view nested in the content, if the content nests one, and
  /// leaves the content empty: dropping this box afterwards destroys no chain.
  private func takeNested() -> AnyViewStorage? {
    guard var nesting = content as? any ErasedViewNesting else { return nil }
    let nested = nesting.takeNestedStorage()
    content = EmptyView()
    return nested
  }
}

/// A view with an erased view inside it that it can hand over, so that a chain of erased views
/// is torn down iteratively (see ``AnyViewStorage``): `AnyView` itself, and a modifier applied
/// to one, the links of a modifier chain built in a loop.
///
/// Stacks built in a loop are not links: their screens nest a node a level, and node trees
/// deeper than the stack holds overflow first, when they are destroyed.
///
/// ```swift
/// var chain = AnyView(Text("A")).padding()
/// let nested = chain.takeNestedStorage()   // the `AnyView`'s box; `chain` keeps an empty one
/// ```
@MainActor
protocol ErasedViewNesting {
  /// Hands over the nested erased view's box, leaving an empty one in its place.
  mutating func takeNestedStorage() -> AnyViewStorage?
}

extension AnyView: ErasedViewNesting {
  mutating func takeNestedStorage() -> AnyViewStorage? {
    defer { storage = AnyViewStorage(EmptyView()) }
    return storage
  }
}

extension ModifiedContent: ErasedViewNesting where Content: ErasedViewNesting {
  mutating func takeNestedStorage() -> AnyViewStorage? {
    content.takeNestedStorage()
  }
}
