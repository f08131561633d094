import Testing
import Vellum

/// A chain of `depth` nested custom views with a counter at the bottom.
private struct Chain: View {
  let depth: Int
  var body: some View {
    if depth > 0 { Chain(depth: depth - 1) } else { Counter() }
  }
}

private struct Counter: View {
  @State private var count = 0
  var body: some View {
    Button("Count \(count)") { count += 1 }
  }
}

@MainActor
private func stacks(_ depth: Int) -> AnyView {
  var view = AnyView(Counter())
  for _ in 0..<depth { view = AnyView(VStack { view }) }
  return view
}

@MainActor
private func paddings(_ depth: Int) -> AnyView {
  var view = AnyView(Counter())
  for _ in 0..<depth { view = AnyView(view.padding(0)) }
  return view
}

/// Every stage at 10,000 levels of nesting in a debug build: mount, update, the three
/// renderings, equality, hashing, diff and apply. Each used to overflow the stack or take
/// quadratic time and memory (a padding chain held 3.2 GB).
@MainActor
@Suite struct DepthTests {
  static let depth = 10_000

  @Test func nestedStacks() throws {
    let host = ViewHost(stacks(Self.depth))
    try exercise(host)
    #expect(host.render(.tree).split(separator: "\n").count == Self.depth + 2)
  }

  @Test func paddingChain() throws {
    let host = ViewHost(paddings(Self.depth))
    try exercise(host)
    let button = host.root.children[0]
    #expect(button.attributes.filter { $0.name == .padding }.count == Self.depth)
  }

  @Test func customViewChain() throws {
    let host = ViewHost(Chain(depth: Self.depth))
    try exercise(host)
    #expect(host.root.children[0].identity.components.count == Self.depth + 1)
  }

  /// A chain built in a loop is freed link by link: letting Swift destroy 60,000 nested
  /// erased views recursed once a link and overflowed the stack after the screen had rendered.
  @Test func aSixtyThousandModifierChainRendersAndIsFreed() throws {
    weak var released: ViewHost?
    do {
      let host = ViewHost(paddings(60_000))
      released = host
      try host.tap("Count 0")
      #expect(host.root.visibleText == "Count 1")
      #expect(host.render(.text(width: 20)).contains("[ Count 1 ]"))
    }
    #expect(released == nil)
  }

  /// A link another view still holds outlives the chain's teardown, whole.
  @Test func aSharedLinkSurvivesTheChainsTeardown() throws {
    let shared = paddings(3)
    do {
      var chain = AnyView(shared.padding(0))
      for _ in 0..<1_000 { chain = AnyView(chain.padding(0)) }
      #expect(ViewHost(chain).root.visibleText == "Count 0")
    }
    let host = ViewHost(shared)
    #expect(host.render(.tree).components(separatedBy: "padding").count - 1 == 3)
  }

  /// Renders, taps the counter at the bottom, and checks the patches and the trees.
  private func exercise(_ host: ViewHost) throws {
    let before = host.root
    #expect(host.render(.text(width: 20)).contains("[ Count 0 ]"))
    #expect(host.render(.html).contains("Count 0"))
    #expect(host.render(.tree).contains("text: \"Count 0\""))
    try host.tap("Count 0")
    let after = host.root
    #expect(host.lastUpdate.patches.count == 1)
    #expect(try Reconciler.apply(host.lastUpdate.patches, to: before) == after)
    #expect(Reconciler.diff(before, after) == host.lastUpdate.patches)
    #expect(before != after)
    #expect(Set([before, after, host.root]).count == 2)
    #expect(host.render(.text(width: 20)).contains("[ Count 1 ]"))
  }
}
