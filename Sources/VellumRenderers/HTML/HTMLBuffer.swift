import Foundation
import VellumLayout
import VellumNodes

/// The bytes of an HTML document being written: markup appended as is, text and attribute
/// values escaped by scanning their bytes and copying the runs that need no escaping whole.
///
/// The buffer owns its memory and is not copyable, so an append is a capacity check and a
/// copy: no uniqueness check and none of an array's generic growth path, for the thirty or so
/// short appends a list row takes.
///
/// ```swift
/// var html = HTMLBuffer()
/// html.append("<b>")
/// html.appendEscaped("Tom & Jerry")   // Tom &amp; Jerry
/// ```
package struct HTMLBuffer: ~Copyable {
  private var base: UnsafeMutablePointer<UInt8>
  private var count = 0
  private var capacity: Int
  /// The node last written with ``writeRepeatable(_:_:)``, once ``hasRepeatedNode`` is set,
  /// and where its markup lies. Not optional, so it is compared where it is: a node bound out
  /// of an optional would be copied for each comparison.
  private var repeatedNode = Node(role: .root)
  private var hasRepeatedNode = false
  private var repeatedMarkup = 0..<0

  package init(capacity: Int = 0) {
    self.capacity = max(capacity, 64)
    base = Self.reallocate(nil, capacity: self.capacity)
  }

  deinit { free(base) }

  /// Appends `source`'s bytes.
  @inline(__always)
  private mutating func write(_ source: UnsafeBufferPointer<UInt8>) {
    guard let start = source.baseAddress else { return }
    makeRoom(for: source.count)
    Self.copy(
      source.count, from: UnsafeRawPointer(start), to: UnsafeMutableRawPointer(base + count))
    count += source.count
  }

  /// Copies `length` bytes. Most pieces of markup and text are a few bytes (a tag, a class
  /// name, the text between two escaped characters), shorter than a call to `memcpy` and its
  /// choice of a loop: up to 16 bytes are copied here with two loads and two stores of words
  /// that overlap in the middle, longer runs by `memcpy`.
  @inline(__always)
  private static func copy(
    _ length: Int, from source: UnsafeRawPointer, to target: UnsafeMutableRawPointer
  ) {
    switch length {
    case 8...16: copyOverlapping(UInt64.self, length, from: source, to: target)
    case 4..<8: copyOverlapping(UInt32.self, length, from: source, to: target)
    case 2..<4: copyOverlapping(UInt16.self, length, from: source, to: target)
    case 1: target.storeBytes(of: source.load(as: UInt8.self), as: UInt8.self)
    case 0: break
    default: target.copyMemory(from: source, byteCount: length)
    }
  }

  /// Copies `length` bytes, at least one `Word` and at most two, as the word at the start and
  /// the word at the end (which overlap when `length` is less than two words).
  @inline(__always)
  private static func copyOverlapping<Word: FixedWidthInteger>(
    _: Word.Type, _ length: Int, from source: UnsafeRawPointer, to target: UnsafeMutableRawPointer
  ) {
    let last = length - MemoryLayout<Word>.size
    let head = source.loadUnaligned(as: Word.self)
    let tail = source.loadUnaligned(fromByteOffset: last, as: Word.self)
    target.storeBytes(of: head, as: Word.self)
    target.storeBytes(of: tail, toByteOffset: last, as: Word.self)
  }

  /// Grows the memory to twice what it needs when `length` more bytes do not fit. Memory is
  /// moved by growing, so an address into it is taken after this.
  @inline(__always)
  private mutating func makeRoom(for length: Int) {
    let needed = count + length
    guard needed > capacity else { return }
    capacity = max(capacity * 2, needed)
    base = Self.reallocate(base, capacity: capacity)
  }

  /// `memory` grown (or first allocated) to `capacity` bytes with `realloc`, which keeps the
  /// bytes written: a large document's memory is remapped where it is, not copied into fresh
  /// pages that each fault, as allocating anew and copying would (a 10,000-row list's page is
  /// some 2 MB).
  private static func reallocate(
    _ memory: UnsafeMutablePointer<UInt8>?, capacity: Int
  ) -> UnsafeMutablePointer<UInt8> {
    guard let grown = realloc(memory, capacity) else {
      fatalError("out of memory growing an HTML document to \(capacity) bytes")
    }
    return grown.bindMemory(to: UInt8.self, capacity: capacity)
  }

  /// Appends markup. Inlined, so a literal's length and representation are known where it
  /// is written.
  @inline(__always)
  package mutating func append(_ markup: StaticString) {
    markup.withUTF8Buffer { write($0) }
  }

  /// Appends markup built at run time (a tag or class name Vellum chose, never user text).
  package mutating func appendMarkup(_ markup: String) {
    var markup = markup
    markup.withUTF8 { write($0) }
  }

  /// Appends `text` with `& < > " '` replaced by character references. Text that is not valid
  /// UTF-8 cannot reach here: Swift strings are always valid Unicode, and lone surrogates were
  /// replaced by U+FFFD when the string was made.
  package mutating func appendEscaped(_ text: String) {
    // Read where the string keeps its bytes (a native or small string, which is every string
    // but a bridged one): a copy of the string to call `withUTF8` on would be retained and
    // released for every text written.
    if text.utf8.withContiguousStorageIfAvailable({ appendEscaped(utf8: $0) }) == nil {
      var text = text
      text.withUTF8 { appendEscaped(utf8: $0) }
    }
  }

  /// Appends the UTF-8 bytes `source` escaped, as ``appendEscaped(_:)`` does.
  private mutating func appendEscaped(utf8 source: UnsafeBufferPointer<UInt8>) {
    guard let base = source.baseAddress else { return }
    var start = 0
    var index = 0
    while index < source.count {
      // Most bytes need nothing: letters and digits are passed over with a compare or two.
      let byte = base[index]
      index += 1
      guard Self.needsReplacement(byte) else { continue }
      if start < index - 1 {
        write(UnsafeBufferPointer(start: base + start, count: index - 1 - start))
      }
      appendReplacement(for: byte)
      start = index
    }
    if start < source.count {
      write(UnsafeBufferPointer(start: base + start, count: source.count - start))
    }
  }

  /// Whether `byte` has a replacement (``appendReplacement(for:)``): the bytes below 64 are
  /// looked up in a mask, one bit each, and of the others only DEL (0x7F) has one. A constant,
  /// so the test is a compare, a shift and a bit test, with nothing loaded (`HTMLBufferTests`
  /// checks every ASCII byte's replacement).
  @inline(__always)
  private static func needsReplacement(_ byte: UInt8) -> Bool {
    byte < 64 ? (lowReplacedBytes &>> UInt64(byte)) & 1 == 1 : byte == 0x7F
  }

  /// The bytes below 64 with a replacement, one bit each: the controls but tab, line
  /// feed and carriage return, `"`, `&`, `'`, `<` and `>`.
  @inline(__always)
  private static var lowReplacedBytes: UInt64 {
    0xFFFF_FFFF & ~(1 << 0x09 | 1 << 0x0A | 1 << 0x0D)
      | 1 << 0x22 | 1 << 0x26 | 1 << 0x27 | 1 << 0x3C | 1 << 0x3E
  }

  /// Appends what ``appendEscaped(_:)`` writes instead of `byte`, one of those
  /// ``needsReplacement(_:)`` finds. Each character reference is appended where its length is
  /// a constant, so it is written as two stores, not copied by length.
  @inline(__always)
  private mutating func appendReplacement(for byte: UInt8) {
    switch byte {
    case UInt8(ascii: "&"): append("&amp;")
    case UInt8(ascii: "<"): append("&lt;")
    case UInt8(ascii: ">"): append("&gt;")
    case UInt8(ascii: "\""): append("&quot;")
    case UInt8(ascii: "'"): append("&#39;")
    default: appendControlPicture(for: byte)
    }
  }

  /// Appends the picture of a control HTML cannot carry, as text shows it.
  @inline(never)
  private mutating func appendControlPicture(for byte: UInt8) {
    appendMarkup(String(ControlCharacters.picture(for: UInt32(byte)) ?? "\u{FFFD}"))
  }

  /// Appends ` name="value"` with the value escaped.
  package mutating func attribute(_ name: StaticString, _ value: String) {
    append(" ")
    append(name)
    append("=\"")
    appendEscaped(value)
    append("\"")
  }

  /// Writes `node`'s markup with `write`, or copies the markup written for the node last
  /// given here when the two are equal: the markup of an element is a function of its node,
  /// and a list's rows repeat their buttons (rows made in one pass even share the nodes'
  /// arrays, so the comparison is of addresses; see ``LeafNodeMemos``).
  ///
  /// ```swift
  /// html.writeRepeatable(node) { renderer.writeButtonMarkup($0, into: &$1) }
  /// ```
  ///
  /// `write` is given the node rather than capturing it: a closure that captured it would be
  /// handed a copy of it (a retain and a release of its identity and both arrays) for every
  /// row's button, repeated or not.
  mutating func writeRepeatable(_ node: Node, _ write: (Node, inout HTMLBuffer) -> Void) {
    if hasRepeatedNode, Node.isRepeat(of: &repeatedNode, node) {
      makeRoom(for: repeatedMarkup.count)
      (base + count).initialize(from: base + repeatedMarkup.lowerBound, count: repeatedMarkup.count)
      count += repeatedMarkup.count
      return
    }
    let start = count
    write(node, &self)
    repeatedNode = node
    hasRepeatedNode = true
    repeatedMarkup = start..<count
  }

  /// The document as a string.
  package var string: String {
    String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
  }
}
