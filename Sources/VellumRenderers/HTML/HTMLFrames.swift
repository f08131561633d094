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
  ///
  /// A level names its placements by index, in the layout it names by index among
  /// `layouts`, and its list's rows by a range of `rowFrames`: plain numbers, so entering and
  /// leaving a node retains nothing.
  package struct Fields {
    fileprivate var levels: [Level]
    fileprivate var origin: Point
    /// The screen's layout, then that of each presentation being written over it.
    fileprivate var layouts: [LayoutBoxes]
    /// The frames of the rows of the lists being written, outermost first.
    fileprivate var rowFrames: [Rect] = []
    /// Where the node last asked ``HTMLFrames/standsAsLast()`` about stood, and the room to
    /// find where the next stands.
    fileprivate var lastShape: [Rect] = []
    fileprivate var shape: [Rect] = []
  }

  /// The layout the screen was placed by, for the sheets presented over it.
  private let layout: PointLayout?
  private var levels: [Level] {
    _read { yield self[fields: \.levels].levels }
    _modify { yield &self[fields: \.levels].levels }
  }
  private var layouts: [LayoutBoxes] {
    _read { yield self[fields: \.layouts].layouts }
    _modify { yield &self[fields: \.layouts].layouts }
  }
  private var rowFrames: [Rect] {
    _read { yield self[fields: \.rowFrames].rowFrames }
    _modify { yield &self[fields: \.rowFrames].rowFrames }
  }
  private var lastShape: [Rect] {
    _read { yield self[fields: \.lastShape].lastShape }
    _modify { yield &self[fields: \.lastShape].lastShape }
  }
  private var shape: [Rect] {
    _read { yield self[fields: \.shape].shape }
    _modify { yield &self[fields: \.shape].shape }
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
          Level(
            layout: 0, placed: root.index, candidate: root.boxes.firstChild(of: root.index),
            pendingFrame: nil, origin: origin)
        ],
        origin: origin, layouts: [root.boxes]))
  }

  /// The placement of the node being written, or `nil` when the layout did not place it.
  private var current: PlacedNode? {
    guard let level = levels.last, level.placed >= 0 else { return nil }
    return PlacedNode(boxes: layouts[level.layout], index: level.placed)
  }

  /// Starts writing `presentation`, presented over the screen: its first element takes the
  /// frame of its card (a sheet's, a full-screen cover's) and its views are matched among
  /// the placements the layout gives them in it; one drawn at a fixed size (an alert, a
  /// dialog) is written as flow. ``leave()`` ends it either way.
  func enterPresentation(_ presentation: Node) {
    guard let laidOut = layout?.layoutPresentation(presentation) else {
      return levels.append(Level.flow(at: origin))
    }
    layouts.append(laidOut.placed.boxes)
    levels.append(
      Level(
        layout: layouts.count - 1, placed: laidOut.placed.index,
        candidate: laidOut.placed.boxes.firstChild(of: laidOut.placed.index),
        pendingFrame: laidOut.card, origin: origin, opensLayout: true))
  }

  /// Starts writing `node`: finds its placement among the placements of the node around it.
  func enter(_ node: Node) {
    guard let around = levels.last, around.candidate >= 0 else {
      return levels.append(Level.flow(at: origin))
    }
    let boxes = layouts[around.layout]
    let placed = match(node, from: around.candidate, in: boxes)
    guard placed >= 0 else {
      return levels.append(Level.flow(at: origin))
    }
    levels[levels.count - 1].candidate = boxes.nextSibling(of: placed)
    let placement = PlacedNode(boxes: boxes, index: placed)
    var level = Level(
      layout: around.layout, placed: placed, candidate: boxes.firstChild(of: placed),
      pendingFrame: placement.outerFrame, origin: origin)
    let role = boxes.role(of: placed)
    if role == .list || role == .form {
      level.rows = rowFrames.count
      for case (.row, let frame) in placement.parts { rowFrames.append(frame) }
      level.nextRow = level.rows
    }
    levels.append(level)
  }

  /// Starts writing the views of the node's attribute at `index` (a `background` or an
  /// `overlay`): they are matched among that layer's placements.
  func enterLayer(_ index: Int) {
    guard let level = levels.last, let holder = current?.layerHolder(index) else {
      return levels.append(Level.flow(at: origin))
    }
    levels.append(
      Level(
        layout: level.layout, placed: -1, candidate: holder.boxes.firstChild(of: holder.index),
        origin: origin))
  }

  /// Ends the node (or layer) entered last, and puts back the origin it was entered at.
  func leave() {
    let level = levels.removeLast()
    origin = level.origin
    if level.rows >= 0 { rowFrames.removeSubrange(level.rows...) }
    if level.opensLayout { layouts.removeLast() }
  }

  /// The first placement from `candidate` on, through its next siblings, that places `node`,
  /// or -1.
  private func match(_ node: Node, from candidate: Int, in boxes: LayoutBoxes) -> Int {
    var candidate = candidate
    while candidate >= 0 {
      // Identities first: most are one position or key, compared in a word.
      if boxes.isPlacement(candidate, of: node) { return candidate }
      candidate = boxes.nextSibling(of: candidate)
    }
    return -1
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
    guard !levels.isEmpty else { return }
    levels[levels.count - 1].pendingFrame = current?.frame
  }

  /// The frames of the boxes the current node's laying-out attributes wrapped its view in,
  /// innermost first, by the attributes' indices.
  var modifierFrames: [(attribute: Int, frame: Rect)] {
    current?.modifierFrames ?? []
  }

  /// The frame of the part `part` the layout placed for the current node.
  func frame(of part: SystemPart) -> Rect? {
    current?.parts.first { $0.part == part }?.frame
  }

  /// The frames of the next `count` rows of the list being written (the nearest around,
  /// whose sections are entered inside it), or `nil` when the layout placed fewer.
  func takeRows(_ count: Int) -> [Rect]? {
    guard let index = levels.lastIndex(where: { $0.rows >= 0 }) else { return nil }
    let level = levels[index]
    let end = levels[(index + 1)...].first { $0.rows >= 0 }?.rows ?? rowFrames.count
    guard level.nextRow + count <= end else { return nil }
    levels[index].nextRow += count
    return Array(rowFrames[level.nextRow..<level.nextRow + count])
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
    html.appendPlacement(frame, from: origin)
    html.append("\"")
    origin = frame.origin
  }

  /// Whether the node being written stands as the one last asked about here stood: its first
  /// element at the same place from the nearest positioned element around it, and every
  /// frame inside it the same from that element's corner. Its elements' positions are then
  /// written as that node's were, so equal nodes have equal markup (a list's rows' buttons).
  /// The next call compares with this node; a node the layout did not place stands as none.
  ///
  /// ```swift
  /// frames.standsAsLast()   // the first row's button: false; the second's: true
  /// ```
  func standsAsLast() -> Bool {
    var shape: [Rect] = []
    swap(&shape, &self.shape)
    shape.removeAll(keepingCapacity: true)
    if let level = levels.last, level.placed >= 0, let pending = level.pendingFrame {
      shape.append(
        Rect(
          x: pending.minX - origin.x, y: pending.minY - origin.y, width: pending.width,
          height: pending.height))
      layouts[level.layout].appendFrames(of: level.placed, from: pending.origin, to: &shape)
    }
    let stands = !shape.isEmpty && shape == lastShape
    swap(&shape, &lastShape)
    swap(&shape, &self.shape)
    return stands
  }

  /// Puts the origin back to `origin`, for an element's next sibling.
  func restore(_ origin: Point) {
    self.origin = origin
  }
}

/// A node being written, and where the layout placed it: plain numbers, copied without a
/// retain.
private struct Level {
  /// The index among the walk's layouts of the layout that placed the node, or -1.
  let layout: Int
  /// The node's placement, or -1 when the layout did not place it.
  let placed: Int
  /// The first of the placements of the node's children (or of a layer's views) not yet
  /// matched, or -1; the rest follow it as its siblings.
  var candidate: Int
  /// The frame the node's next element takes, until one is opened: its outer frame when
  /// the node is entered.
  var pendingFrame: Rect? = nil
  /// The origin when the node was entered, put back when it is left.
  let origin: Point
  /// Whether entering the node added its layout to the walk's layouts (a presentation's).
  var opensLayout = false
  /// For a list, where its rows' frames start among the walk's row frames, and the next
  /// to take; -1 for any other node.
  var rows = -1
  var nextRow = -1

  /// A node the layout did not place, entered at `origin`: it and everything inside it are
  /// written as flow.
  static func flow(at origin: Point) -> Level {
    Level(layout: -1, placed: -1, candidate: -1, origin: origin)
  }
}
