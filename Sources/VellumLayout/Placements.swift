import VellumNodes

/// Where the point layout put each node, as values in arrays: a placement is its index, its
/// children and what is attached to it (modifier boxes, system parts, layers) are linked
/// through indices, so a layout makes no object and no array per node.
///
/// Placements are added depth first while the boxes are built; a placement's children and
/// attachments keep the order they were added in.
struct Placements {
  /// One node's placement.
  struct Entry {
    /// The node placed.
    let node: Node
    /// The box of the view itself, or -1 while it has none.
    var box: BoxID = -1
    /// The first and last children, and the next sibling, or -1.
    var firstChild = -1
    var lastChild = -1
    var nextSibling = -1
    /// The first and last attachments, or -1.
    var firstAttachment = -1
    var lastAttachment = -1
  }

  /// What a placement holds besides its children.
  enum Attachment {
    /// The box a laying-out attribute wrapped the view in, by the attribute's index.
    case modifier(attribute: Int, box: BoxID)
    /// The box of a part the system draws for the view.
    case part(SystemPart, box: BoxID)
    /// The views of a `background` or an `overlay` attribute, by the attribute's index: the
    /// children of the placement `holder`.
    case layer(attribute: Int, holder: Int)
  }

  private(set) var entries: [Entry] = []
  /// Each attachment, with the index of the next of its placement's, or -1.
  private(set) var attachments: [(attachment: Attachment, next: Int)] = []

  /// An empty set with room for `capacity` placements.
  init(capacity: Int = 0) {
    entries.reserveCapacity(capacity)
  }

  /// Adds a placement of `node`, the last child of `parent` unless that is -1, and returns it.
  mutating func add(_ node: Node, under parent: Int) -> Int {
    let index = entries.count
    entries.append(Entry(node: node))
    guard parent >= 0 else { return index }
    if entries[parent].lastChild >= 0 {
      entries[entries[parent].lastChild].nextSibling = index
    } else {
      entries[parent].firstChild = index
    }
    entries[parent].lastChild = index
    return index
  }

  /// Sets the box of the view `placement` places.
  mutating func setBox(_ box: BoxID, of placement: Int) {
    entries[placement].box = box
  }

  /// Attaches `attachment` to `placement`, after its others.
  mutating func attach(_ attachment: Attachment, to placement: Int) {
    let index = attachments.count
    attachments.append((attachment, -1))
    if entries[placement].lastAttachment >= 0 {
      attachments[entries[placement].lastAttachment].next = index
    } else {
      entries[placement].firstAttachment = index
    }
    entries[placement].lastAttachment = index
  }

  /// The children of `placement`, in order.
  func children(of placement: Int) -> [Int] {
    var found: [Int] = []
    var child = entries[placement].firstChild
    while child >= 0 {
      found.append(child)
      child = entries[child].nextSibling
    }
    return found
  }

  /// The attachments of `placement`, in order, read from the list without copying it.
  func attachments(of placement: Int) -> AttachmentSequence {
    AttachmentSequence(placements: self, first: entries[placement].firstAttachment)
  }

  /// One placement's attachments, followed through their links.
  struct AttachmentSequence: Sequence, IteratorProtocol {
    let placements: Placements
    var following: Int

    init(placements: Placements, first: Int) {
      self.placements = placements
      following = first
    }

    mutating func next() -> Attachment? {
      guard following >= 0 else { return nil }
      let link = placements.attachments[following]
      following = link.next
      return link.attachment
    }
  }
}
