import Foundation
import VellumValues

/// A box's place in its ``BoxTree``.
typealias BoxID = Int

/// One view in the point layout, SwiftUI's way: its parent proposes a size, the box chooses its
/// own (``BoxTree/size(_:for:)``), then the parent places it (``BoxTree/place(_:in:)``), and
/// the box places its children in turn. What a box is and what it holds (a stack's axis and
/// children, a padding's insets) is its kind; its kind's logic is in the kind's file.
enum BoxKind {
  case stack(StackBox)
  /// A text, by its index in the tree's texts, with what measures it on one line.
  case text(Int, TextBox.OneLine)
  case padding(PaddingBox)
  /// A frame, by its index in the tree's frames.
  case frame(Int)
  case fixedSize(FixedSizeBox)
  case aspectRatio(AspectRatioBox)
  case offset(OffsetBox)
  case position(PositionBox)
  case layer(LayerBox)
  case zStack(ZStackBox)
  case fill
  case spacer(SpacerBox)
  case divider(DividerBox)
  case fixed(Size)
  case bar(BarBox)
  case row(RowBox)
  case scroll(ScrollBox)
  case geometryReader(GeometryReaderBox)
  /// A `ViewThatFits`, by its index in the tree's choices.
  case firstFitting(Int)
  /// A column of parts, by its index in the tree's columns.
  case column(Int)
  /// A grid, by its index in the tree's grids.
  case grid(Int)
  case safeArea(SafeAreaBox)
  /// A box that reports its proposals and placement, by its index in the tree's reports.
  case reporting(Int)
  /// A custom `Layout`, by its index in the tree's custom layouts.
  case customLayout(Int)
}

/// The boxes of one layout, held as values in arrays: a box is its index, its kind says what
/// it is, and the tree keeps each box's recent sizes and, once placed, its frame. Kinds whose
/// data is large or holds references (texts, frames, grids, columns, callbacks) keep it in
/// arrays of their own, so a box is a few dozen bytes copied without reference counting.
struct BoxTree {
  /// The screen laid out on, whose safe area a view that ignores it grows into.
  let screen: Screen
  /// Each box's kind, by its index; the box's other facts are in the arrays beside it.
  private(set) var kinds: [BoxKind] = []
  /// Each box's `layoutPriority`.
  private var priorities: [Double] = []
  /// Each box's sizes for its last two proposals.
  private var sizes: [SizeCache] = []
  /// Each box's frame once placed.
  private var frames: [Rect?] = []
  var texts: [TextBox] = []
  var frameBoxes: [FrameBox] = []
  var columns: [ColumnBox] = []
  var grids: [GridBox] = []
  var choices: [FirstFittingBox] = []
  var reports: [ReportingBox] = []
  var customLayouts: [CustomLayoutBox] = []
  /// Each stack's lengths for its recent proposals, by the stack's cache index.
  var stackLengths: [StackLengths] = []
  /// The children's lengths of every distribution so far, each a run a ``StackLengths``
  /// entry starts.
  var lengthRuns: [Double] = []
  /// The children of every container, each container's a run its ``BoxList`` names.
  var lists: [BoxID] = []
  /// Room a stack's distribution uses while it runs, nested distributions above it.
  var offers: [StackBox.Offer] = []

  /// An empty tree for a layout on `screen`, with room for the boxes of the nodes `census`
  /// counted: a view has a box and often a modifier's, so there is room for twice as many
  /// boxes as nodes, and for a text, a stack or a row's frame for each the census found, so
  /// that no array is copied into a larger one while the layout is built.
  init(screen: Screen, census: Census = Census()) {
    self.screen = screen
    let capacity = 2 * census.nodes
    kinds.reserveCapacity(capacity)
    priorities.reserveCapacity(capacity)
    sizes.reserveCapacity(capacity)
    frames.reserveCapacity(capacity)
    lists.reserveCapacity(capacity)
    texts.reserveCapacity(census.texts)
    stackLengths.reserveCapacity(census.stacks)
    frameBoxes.reserveCapacity(census.rows)
  }

  /// Adds a box of `kind` and returns it.
  mutating func add(_ kind: BoxKind) -> BoxID {
    kinds.append(kind)
    priorities.append(0)
    sizes.append(SizeCache())
    frames.append(nil)
    return kinds.count - 1
  }

  /// Adds a box whose data `list` keeps, of the kind `kind` makes from its index there.
  private mutating func add<Data>(
    _ data: Data, to list: WritableKeyPath<BoxTree, [Data]>, as kind: (Int) -> BoxKind
  ) -> BoxID {
    self[keyPath: list].append(data)
    return add(kind(self[keyPath: list].count - 1))
  }

  /// Adds a text box.
  mutating func add(_ text: TextBox) -> BoxID {
    add(text, to: \.texts) { .text($0, text.oneLine) }
  }

  /// Adds a frame box.
  mutating func add(_ frame: FrameBox) -> BoxID { add(frame, to: \.frameBoxes, as: BoxKind.frame) }

  /// Adds a stack, with a cache of its lengths.
  mutating func add(_ stack: StackBox) -> BoxID {
    var stack = stack
    stack.cache = stackLengths.count
    stackLengths.append(StackLengths())
    return add(.stack(stack))
  }

  /// Adds a column of parts.
  mutating func add(_ column: ColumnBox) -> BoxID { add(column, to: \.columns, as: BoxKind.column) }

  /// Adds a grid.
  mutating func add(_ grid: GridBox) -> BoxID { add(grid, to: \.grids, as: BoxKind.grid) }

  /// Adds a box that reports its proposals and placement.
  mutating func add(_ report: ReportingBox) -> BoxID {
    add(report, to: \.reports, as: BoxKind.reporting)
  }

  /// Adds a custom layout.
  mutating func add(_ layout: CustomLayoutBox) -> BoxID {
    add(layout, to: \.customLayouts, as: BoxKind.customLayout)
  }

  /// Adds a `ViewThatFits`.
  mutating func add(_ choice: FirstFittingBox) -> BoxID {
    add(choice, to: \.choices, as: BoxKind.firstFitting)
  }

  /// The view's `layoutPriority`: stacks offer space to higher priorities first.
  func priority(of box: BoxID) -> Double { priorities[box] }

  /// Sets `box`'s `layoutPriority`.
  mutating func setPriority(_ priority: Double, of box: BoxID) {
    priorities[box] = priority
  }

  /// Where `box` was placed, in screen points, once it has been.
  func frame(of box: BoxID) -> Rect? { frames[box] }

  /// The text `box` holds, when it is a text.
  func text(of box: BoxID) -> TextBox? {
    if case .text(let index, _) = kinds[box] { return texts[index] }
    return nil
  }

  /// The size `box` takes for `proposal`.
  ///
  /// Leaves that size themselves in a few operations (a text on one line, a spacer, a colour,
  /// a fixed size) are answered without the cache: a stack asks each child for its smallest,
  /// largest and offered lengths in turn, and keeping those would push out the sizes of the
  /// children that are costly to measure.
  mutating func size(_ box: BoxID, for proposal: Proposal) -> Size {
    if let size = leafSize(box, for: proposal) { return size }
    if let known = sizes[box].size(for: proposal) { return known }
    let size = measure(box, proposal)
    sizes[box].keep(size, for: proposal)
    return size
  }

  /// The size of `box` for `proposal` when it is a leaf that sizes itself in a few
  /// operations: a text on one line, a spacer, a colour or a fixed size. Each of these is as
  /// wide as the width proposed makes it and as tall as the height does, the one length never
  /// depending on the other dimension's proposal.
  func leafSize(_ box: BoxID, for proposal: Proposal) -> Size? {
    switch kinds[box] {
    case .text(_, let line): line.size(for: proposal)
    case .spacer(let spacer): spacer.measure(proposal)
    case .fill: proposal.replacingUnspecifiedDimensions()
    case .fixed(let size): size
    default: nil
    }
  }

  /// Takes `rect` as `box`'s frame and places its children in it.
  mutating func place(_ box: BoxID, in rect: Rect) {
    frames[box] = rect
    placeChildren(of: box, in: rect)
  }

  /// Whether `box` is a `Spacer`, which a stack measures and spaces in its own way.
  func isSpacer(_ box: BoxID) -> Bool {
    if case .spacer = kinds[box] { return true }
    return false
  }

  private mutating func measure(_ box: BoxID, _ proposal: Proposal) -> Size {
    switch kinds[box] {
    case .stack(let stack): measureStack(stack, proposal)
    // A text reaches here only when its one line did not fit (`leafSize(_:for:)`).
    case .text(let index, _): texts[index].layout(for: proposal).size
    case .padding(let padding): measurePadding(padding, proposal)
    case .frame(let index): measureFrame(frameBoxes[index], proposal)
    case .fixedSize(let fixed): size(fixed.child, for: fixed.childProposal(proposal))
    case .aspectRatio(let ratio): size(ratio.child, for: aspectProposal(ratio, proposal))
    case .offset(let offset): size(offset.child, for: proposal)
    case .position, .geometryReader: proposal.replacingUnspecifiedDimensions()
    case .layer(let layer): size(layer.content, for: proposal)
    case .zStack(let stack): measureZStack(stack, proposal)
    case .spacer, .fill, .fixed: preconditionFailure("sized by leafSize(_:for:), never cached")
    case .divider(let divider): divider.measure(proposal)
    case .bar(let bar): measureBar(bar, proposal)
    case .row(let row): measureRow(row, proposal)
    case .scroll(let scroll): measureScroll(scroll, proposal)
    case .firstFitting(let index): measureFirstFitting(choices[index], proposal)
    case .column(let index): measureColumn(columns[index], proposal)
    case .grid(let index): measureGrid(grids[index], proposal)
    case .safeArea(let area): size(area.child, for: proposal)
    case .reporting(let index): measureReporting(reports[index], proposal)
    case .customLayout(let index): measureCustomLayout(customLayouts[index], proposal)
    }
  }

  private mutating func placeChildren(of box: BoxID, in rect: Rect) {
    switch kinds[box] {
    case .stack(let stack): placeStack(stack, in: rect)
    case .text, .fill, .spacer, .divider, .fixed: break
    case .padding(let padding): placePadding(padding, in: rect)
    case .frame(let index): placeFrame(frameBoxes[index], in: rect)
    case .fixedSize(let fixed):
      place(
        fixed.child,
        in: Rect(
          origin: rect.origin,
          size: size(fixed.child, for: fixed.childProposal(Proposal(rect.size)))))
    case .aspectRatio(let ratio):
      let size = size(ratio.child, for: aspectProposal(ratio, Proposal(rect.size)))
      place(ratio.child, in: rect.placing(size, at: .center))
    case .offset(let offset):
      place(offset.child, in: rect.offsetBy(dx: offset.offset.width, dy: offset.offset.height))
    case .position(let position): placePosition(position, in: rect)
    case .layer(let layer):
      place(layer.content, in: rect)
      place(
        layer.layer,
        in: rect.placing(size(layer.layer, for: Proposal(rect.size)), at: layer.alignment))
    case .zStack(let stack):
      for index in stack.children.indices {
        let child = member(index, of: stack.children)
        place(child, in: rect.placing(size(child, for: Proposal(rect.size)), at: stack.alignment))
      }
    case .bar(let bar): placeBar(bar, in: rect)
    case .row(let row): placeRow(row, in: rect)
    case .scroll(let scroll): placeScroll(scroll, in: rect)
    case .geometryReader(let reader):
      for index in reader.children.indices {
        let child = member(index, of: reader.children)
        place(child, in: Rect(origin: rect.origin, size: size(child, for: Proposal(rect.size))))
      }
    case .firstFitting(let index): placeFirstFitting(choices[index], in: rect)
    case .column(let index): placeColumn(columns[index], in: rect)
    case .grid(let index): placeGrid(grids[index], in: rect)
    case .safeArea(let area): placeSafeArea(area, in: rect)
    case .reporting(let index):
      reports[index].placed(rect)
      place(reports[index].child, in: rect)
    case .customLayout(let index): placeCustomLayout(customLayouts[index], in: rect)
    }
  }

  /// The distance from `box`'s top to its first line of text's baseline, at `size`; a view
  /// without text answers its height, as SwiftUI's default `firstTextBaseline` guide does.
  mutating func firstBaseline(_ box: BoxID, in size: Size) -> Double {
    baseline(box, in: size, first: true)
  }

  /// The distance from `box`'s top to its last line of text's baseline, at `size`.
  mutating func lastBaseline(_ box: BoxID, in size: Size) -> Double {
    baseline(box, in: size, first: false)
  }

  private mutating func baseline(_ box: BoxID, in size: Size, first: Bool) -> Double {
    switch kinds[box] {
    case .text(let index, _):
      let metrics = texts[index].metrics
      return first ? metrics.ascent : size.height - metrics.lineHeight + metrics.ascent
    case .stack(let stack): return stackBaseline(stack, in: size, first: first)
    case .padding(let padding): return paddingBaseline(padding, in: size, first: first)
    case .frame(let index): return frameBaseline(frameBoxes[index], in: size, first: first)
    case .fixedSize(let fixed): return baseline(fixed.child, in: size, first: first)
    case .offset(let offset): return baseline(offset.child, in: size, first: first)
    case .layer(let layer): return baseline(layer.content, in: size, first: first)
    case .reporting(let index): return baseline(reports[index].child, in: size, first: first)
    default: return size.height
    }
  }

  /// The size for an unspecified proposal: `box`'s ideal size.
  mutating func idealSize(_ box: BoxID) -> Size { size(box, for: .unspecified) }
}

/// A box's sizes for its last two proposals, the newer first: a stack asks a child about its
/// minimum, its maximum and its share, then the same share again when placing. Kept as plain
/// numbers (an unspecified length as a NaN no proposal carries, compared bit for bit) so a
/// box stays small.
struct SizeCache {
  private var newest = Entry.empty
  private var older = Entry.empty

  private struct Entry {
    var width: UInt64
    var height: UInt64
    var size: Size

    static let unspecified = Double(nan: 0x5E11, signaling: false).bitPattern
    static let empty = Entry(width: 0, height: 0, size: Size(width: .nan, height: .nan))

    init(width: UInt64, height: UInt64, size: Size) {
      self.width = width
      self.height = height
      self.size = size
    }

    init(_ proposal: Proposal, _ size: Size) {
      self.init(
        width: proposal.width?.bitPattern ?? Self.unspecified,
        height: proposal.height?.bitPattern ?? Self.unspecified, size: size)
    }

    func matches(_ width: UInt64, _ height: UInt64) -> Bool {
      self.width == width && self.height == height && !size.width.isNaN
    }
  }

  func size(for proposal: Proposal) -> Size? {
    let width = proposal.width?.bitPattern ?? Entry.unspecified
    let height = proposal.height?.bitPattern ?? Entry.unspecified
    if newest.matches(width, height) { return newest.size }
    if older.matches(width, height) { return older.size }
    return nil
  }

  mutating func keep(_ size: Size, for proposal: Proposal) {
    older = newest
    newest = Entry(proposal, size)
  }
}

extension Proposal {
  /// A proposal of `length` along `axis` and `across` the other way.
  init(along axis: Axis, _ length: Double?, across: Double?) {
    self =
      axis == .horizontal
      ? Proposal(width: length, height: across)
      : Proposal(width: across, height: length)
  }

  /// The proposed length along `axis`.
  func length(along axis: Axis) -> Double? { axis == .horizontal ? width : height }
}

extension Size {
  /// A size `length` long along `axis` and `thickness` across.
  init(along axis: Axis, _ length: Double, across thickness: Double) {
    self =
      axis == .horizontal
      ? Size(width: length, height: thickness) : Size(width: thickness, height: length)
  }

  /// The length along `axis`.
  func length(along axis: Axis) -> Double { axis == .horizontal ? width : height }
}

extension Rect {
  /// A rectangle of `size` placed in this one at `alignment`.
  func placing(_ size: Size, at alignment: Alignment) -> Rect {
    let x: Double =
      switch alignment.horizontal {
      case .leading: minX
      case .trailing: maxX - size.width
      default: minX + (width - size.width) / 2
      }
    let y: Double =
      switch alignment.vertical {
      case .top: minY
      case .bottom: maxY - size.height
      default: minY + (height - size.height) / 2
      }
    return Rect(x: x, y: y, width: size.width, height: size.height)
  }
}
