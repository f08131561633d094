import VellumHotPaths
import VellumLayout
import VellumNodes

/// The point layout's placements, walked beside the HTML renderer's walk of the node tree, so
/// that each element written for a placed view stands at the frame the layout gave it and CSS
/// only paints it.
///
/// The renderer ``enter(_:)``s each node it writes and ``leave()``s it after; the first
/// element it opens for the node takes the node's outer frame (the view with its laying-out
/// modifiers) from ``takePendingFrame()``. An element is positioned absolutely, so its `left`
/// and `top` are measured from the nearest positioned element around it: ``origin`` is that
/// element's top-leading corner in screen points, and ``position(_:)`` moves it to the element
/// it positions until the node that opened the element is left (or ``restore(_:)`` puts it
/// back for the element's next sibling). Elements the renderer adds of its own (a list's
/// groups, a bar's items) are positioned only where the layout placed a part for them; the
/// rest flow inside the nearest positioned element, as CSS lays them out.
///
/// A node is matched to its placement by its identity among the children of the node around
/// it (siblings' identities differ): a node the layout did not place (an unselected tab, a
/// presentation) and everything inside it are written as flow, without frames.
///
/// ```swift
/// let frames = HTMLFrames(PointLayout(screen: screen).layout(root))
/// HTMLRenderer(frames: frames).fragment(root)   // <span class="text at-frame" style="left:…
/// ```
package final class HTMLFrames: UncheckedFields<HTMLFrames.Fields> {
  /// The walk's state. It is read and written in short accesses that never overlap (no
  /// access to the levels or the origin calls code that reaches them again), so it is exempt
  /// from the run-time exclusivity check a class's stored property pays on every access: the
  /// renderer enters, matches and leaves every node of the page.
  package struct Fields {
    fileprivate var levels: [Level]
    fileprivate var origin: Point
  }

  /// The layout the screen was placed by, for the sheets presented over it.
  private let layout: PointLayout?
  private var levels: [Level] {
    _read { yield self[fields: \.levels].levels }
    _modify { yield &self[fields: \.levels].levels }
  }
  /// The top-leading corner, in screen points, of the nearest positioned element around what
  /// is written next.
  private(set) var origin: Point {
    get { self[fields: \.origin].origin }
    set { self[fields: \.origin].origin = newValue }
  }

  /// Frames for the screen `root` places (its children go in the screen's element, whose
  /// corner is at `origin`); `layout`, the layout that placed it, places what is presented
  /// over it.
  package init(_ root: PlacedNode, layout: PointLayout? = nil, origin: Point = Point(x: 0, y: 0)) {
    self.layout = layout
    super.init(
      fields: Fields(
        levels: [
          Level(placed: root, candidate: root.firstChild, pendingFrame: nil, origin: origin)
        ],
        origin: origin))
  }

  /// Starts writing `presentation`, presented over the screen: its first element takes the
  /// frame of its card (a sheet's, a full-screen cover's) and its views are matched among
  /// the placements the layout gives them in it; one drawn at a fixed size (an alert, a
  /// dialog) is written as flow. ``leave()`` ends it either way.
  func enterPresentation(_ presentation: Node) {
    let laidOut = layout?.layoutPresentation(presentation)
    levels.append(
      Level(
        placed: laidOut?.placed, candidate: laidOut?.placed.firstChild,
        pendingFrame: laidOut?.card, origin: origin))
  }

  /// Starts writing `node`: finds its placement among the placements of the node around it.
  func enter(_ node: Node) {
    let placed = match(node)
    levels.append(
      Level(
        placed: placed, candidate: placed?.firstChild, pendingFrame: placed?.outerFrame,
        origin: origin))
    if let role = placed?.role, role == .list || role == .form, let placed {
      levels[levels.count - 1].rows = placed.parts.compactMap { part in
        if case .row = part.part { return part.frame }
        return nil
      }
    }
  }

  /// Starts writing the views of the node's attribute at `index` (a `background` or an
  /// `overlay`): they are matched among that layer's placements.
  func enterLayer(_ index: Int) {
    let holder = levels.last?.placed?.layerHolder(index)
    levels.append(
      Level(placed: nil, candidate: holder?.firstChild, pendingFrame: nil, origin: origin))
  }

  /// Ends the node (or layer) entered last, and puts back the origin it was entered at.
  func leave() {
    origin = levels.removeLast().origin
  }

  /// The placement of `node` among the current node's children, after those matched before.
  private func match(_ node: Node) -> PlacedNode? {
    var candidate = levels.last?.candidate
    while let placed = candidate {
      // Identities first: most are one position or key, compared in a word.
      if placed.isPlacement(of: node) {
        levels[levels.count - 1].candidate = placed.nextSibling
        return placed
      }
      candidate = placed.nextSibling
    }
    return nil
  }

  /// The frame the current node's next element takes, once: its outer frame for its
  /// outermost element, then `nil` unless ``pendOwnFrame()`` asks for another; `nil` for a
  /// node the layout did not place or gave no box.
  func takePendingFrame() -> Rect? {
    guard let frame = levels.last?.pendingFrame else { return nil }
    levels[levels.count - 1].pendingFrame = nil
    return frame
  }

  /// Makes the current node's next element take the frame of its view itself, inside its
  /// modifiers: the view's own element inside the one that holds its layers.
  func pendOwnFrame() {
    guard let level = levels.last else { return }
    levels[levels.count - 1].pendingFrame = level.placed?.frame
  }

  /// The frames of the boxes the current node's laying-out attributes wrapped its view in,
  /// innermost first, by the attributes' indices.
  var modifierFrames: [(attribute: Int, frame: Rect)] {
    levels.last?.placed?.modifierFrames ?? []
  }

  /// The frame of the part `part` the layout placed for the current node.
  func frame(of part: SystemPart) -> Rect? {
    levels.last?.placed?.parts.first { $0.part == part }?.frame
  }

  /// The frames of the next `count` rows of the list being written (the nearest around,
  /// whose sections are entered inside it), or `nil` when the layout placed fewer.
  func takeRows(_ count: Int) -> [Rect]? {
    guard
      let index = levels.lastIndex(where: {
        $0.placed?.role == .list || $0.placed?.role == .form
      })
    else { return nil }
    let level = levels[index]
    guard level.nextRow + count <= level.rows.count else { return nil }
    levels[index].nextRow += count
    return Array(level.rows[level.nextRow..<level.nextRow + count])
  }

  /// Writes the ` style` attribute of an element placed at `frame` (in screen points): its
  /// `declarations`, if any, then its position measured from the nearest positioned element;
  /// what is written inside the element is measured from it. The numbers are written as
  /// bytes, with no string made: a long list places every row's views.
  ///
  /// ```swift
  /// frames.writeStyle("background:red", at: frame, into: &html)
  /// // style="background:red;left:16px;top:8px;width:361px;height:44px"
  /// ```
  func writeStyle(_ declarations: String = "", at frame: Rect, into html: inout HTMLBuffer) {
    html.append(" style=\"")
    if !declarations.isEmpty {
      html.appendEscaped(declarations)
      html.append(";")
    }
    html.append("left:")
    html.appendPixels(frame.minX - origin.x)
    html.append(";top:")
    html.appendPixels(frame.minY - origin.y)
    html.append(";width:")
    html.appendPixels(frame.width)
    html.append(";height:")
    html.appendPixels(frame.height)
    html.append("\"")
    origin = frame.origin
  }

  /// Puts the origin back to `origin`, for an element's next sibling.
  func restore(_ origin: Point) {
    self.origin = origin
  }
}

/// A node being written, and where the layout placed it.
private struct Level {
  /// The node's placement, or `nil` when the layout did not place it.
  let placed: PlacedNode?
  /// The first of the placements of the node's children (or of a layer's views) not yet
  /// matched; the rest follow it as its siblings.
  var candidate: PlacedNode?
  /// The frame the node's next element takes, until one is opened: its outer frame when
  /// the node is entered.
  var pendingFrame: Rect?
  /// The origin when the node was entered, put back when it is left.
  let origin: Point
  /// The frames of the rows the layout placed for a list, and the next to take.
  var rows: [Rect] = []
  var nextRow = 0
}
