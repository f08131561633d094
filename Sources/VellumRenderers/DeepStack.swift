import Foundation
import VellumNodes

/// Runs recursive work over deeply nested trees on a thread whose stack fits the depth.
///
/// Layout and rendering recurse once per nesting level. A screen nests a few dozen levels, which
/// the caller's stack holds easily; a generated tree can nest ten thousand, which would overflow
/// it. Work on a tree deeper than ``inlineDepth`` runs on a fresh thread with a stack of
/// ``bytesPerLevel`` per level (address space reserved, pages touched only as used) while the
/// caller waits, so the result is the same at any depth and memory stays linear in it.
///
/// ```swift
/// let text = DeepStack.run(over: root) { _ in TextRenderer(width: 40).render(root) }.result
/// ```
enum DeepStack {
  /// Trees up to this deep are handled on the caller's stack.
  static let inlineDepth = 200
  /// The stack reserved per nesting level: ample for a debug build's frames.
  static let bytesPerLevel = 24 * 1024
  /// The deepest tree handled: 100,000 levels reserve 2.4 GB of address space.
  static let maximumDepth = 100_000

  /// Runs `work` over `root`'s tree, on a thread with a stack for its depth when the caller's
  /// may not do; the tree's exact depth is counted only when it is deeper than
  /// ``inlineDepth``. `work` is handed the tree's survey when the tree nests within
  /// ``inlineDepth`` (the walk that found so reads what the renderers need as well), and `nil`
  /// otherwise.
  ///
  /// The result is `nil` when the tree is deeper than ``maximumDepth`` or no such thread can be
  /// started; the depth is the tree's when it was counted, 0 when the tree nests within
  /// ``inlineDepth``.
  static func run<T: Sendable>(
    over root: Node, _ work: @escaping @Sendable (TreeSurvey?) -> T
  ) -> (result: T?, depth: Int) {
    if let survey = TreeSurvey(of: root, nestingWithin: inlineDepth) { return (work(survey), 0) }
    let depth = root.nestingDepth
    return (run(depth: depth) { work(nil) }, depth)
  }

  /// Runs `work`, on a thread with a stack for `depth` levels when the caller's may not do.
  ///
  /// Returns `nil` when `depth` is beyond ``maximumDepth`` or no such thread can be started.
  private static func run<T: Sendable>(depth: Int, _ work: @escaping @Sendable () -> T) -> T? {
    guard depth > inlineDepth else { return work() }
    guard depth <= maximumDepth else { return nil }
    let result = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      result.value = work()
      done.signal()
    }
    thread.stackSize = (depth + 64) * bytesPerLevel
    thread.start()
    done.wait()
    return result.value
  }

  /// The result handed from the worker thread to the waiting caller; the semaphore orders the
  /// write before the read.
  private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
  }
}

extension Node {
  /// How many levels of layout this tree can have: its levels of nodes, counting nodes held in
  /// attributes (backgrounds, overlays), and a level for each attribute of a node, since an
  /// attribute can wrap the node's layout in a box of its own (a padding, a frame, a border) —
  /// a text under 150 paddings is one node but 150 levels of layout. A node without children
  /// or attributes is one level.
  ///
  /// ```swift
  /// Node(role: .text).nestingDepth   // 1
  /// ```
  ///
  /// The walk keeps a stack of sibling lists, not of nodes, so it copies no node.
  package var nestingDepth: Int {
    var deepest = 1
    var pending: [(siblings: [Node], level: Int)] = []
    func push(_ node: borrowing Node, level: Int) {
      let wrapped = level + node.attributes.count
      deepest = max(deepest, wrapped)
      if !node.children.isEmpty { pending.append((node.children, wrapped + 1)) }
      for attribute in node.attributes {
        if case .nodes(let nodes) = attribute.value, !nodes.isEmpty {
          pending.append((nodes, wrapped + 1))
        }
      }
    }
    push(self, level: 1)
    while let (siblings, level) = pending.popLast() {
      for node in siblings { push(node, level: level) }
    }
    return deepest
  }
}
