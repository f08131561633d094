import Foundation

/// Bytes appended piece by piece into memory the buffer owns, then read back as one string:
/// a document of markup written in thousands of short appends. Not copyable, so an append is a
/// capacity check and a copy: no uniqueness check and none of an array's generic growth path.
///
/// ```swift
/// var bytes = ByteBuffer()
/// bytes.append("<b>")
/// bytes.appendRuns(of: "a<b", breakingAt: { $0 == UInt8(ascii: "<") }) { $0.append("&lt;") }
/// bytes.string   // "<b>a&lt;b"
/// ```
///
/// **Contract.** Every byte range read back (``appendCopy(of:)``) lies within what was written;
/// the bytes appended are valid UTF-8 when taken together. Checked by preconditions in every
/// build (`ByteBufferTests`).
public struct ByteBuffer: ~Copyable {
  @usableFromInline var base: UnsafeMutablePointer<UInt8>
  @usableFromInline var capacity: Int
  @usableFromInline var written = 0

  /// The number of bytes written.
  @inlinable public var count: Int { written }

  /// An empty buffer with room for `capacity` bytes.
  @inlinable public init(capacity: Int = 0) {
    self.capacity = max(capacity, 64)
    base = Self.reallocate(nil, capacity: self.capacity)
  }

  deinit { free(base) }

  /// Appends markup. Inlined, so a literal's length and representation are known where it is
  /// written.
  @inline(__always)
  @inlinable public mutating func append(_ markup: StaticString) {
    markup.withUTF8Buffer { write($0) }
  }

  /// Appends a string's bytes as they are.
  @inlinable public mutating func append(contentsOf string: String) {
    var string = string
    string.withUTF8 { write($0) }
  }

  /// Appends `text`'s bytes, each one `isBreak` picks replaced by what `replace` appends and
  /// the runs between them copied whole.
  ///
  /// The text is read where the string keeps its bytes (a native or small string, which is
  /// every string but a bridged one): a copy of the string would be retained and released for
  /// every text written.
  @inline(__always)
  @inlinable public mutating func appendRuns(
    of text: String, breakingAt isBreak: (UInt8) -> Bool,
    _ replace: (inout ByteBuffer, UInt8) -> Void
  ) {
    if text.utf8.withContiguousStorageIfAvailable({
      appendRuns(of: $0, breakingAt: isBreak, replace)
    }) == nil {
      var text = text
      text.withUTF8 { appendRuns(of: $0, breakingAt: isBreak, replace) }
    }
  }

  @inline(__always)
  @inlinable mutating func appendRuns(
    of source: UnsafeBufferPointer<UInt8>, breakingAt isBreak: (UInt8) -> Bool,
    _ replace: (inout ByteBuffer, UInt8) -> Void
  ) {
    guard let bytes = source.baseAddress else { return }
    var start = 0
    var index = 0
    while index < source.count {
      // Most bytes need nothing: letters and digits are passed over with a compare or two.
      let byte = bytes[index]
      index += 1
      guard isBreak(byte) else { continue }
      if start < index - 1 {
        write(UnsafeBufferPointer(start: bytes + start, count: index - 1 - start))
      }
      replace(&self, byte)
      start = index
    }
    if start < source.count {
      write(UnsafeBufferPointer(start: bytes + start, count: source.count - start))
    }
  }

  /// Appends a copy of the bytes written at `range` before.
  @inlinable public mutating func appendCopy(of range: Range<Int>) {
    precondition(range.lowerBound >= 0 && range.upperBound <= written, "no such bytes written")
    makeRoom(for: range.count)
    (base + written).initialize(from: base + range.lowerBound, count: range.count)
    written += range.count
  }

  /// The bytes written, as a string.
  @inlinable public var string: String {
    String(decoding: UnsafeBufferPointer(start: base, count: written), as: UTF8.self)
  }

  /// Appends `source`'s bytes.
  @inline(__always)
  @inlinable mutating func write(_ source: UnsafeBufferPointer<UInt8>) {
    guard let start = source.baseAddress else { return }
    makeRoom(for: source.count)
    Self.copy(
      source.count, from: UnsafeRawPointer(start), to: UnsafeMutableRawPointer(base + written))
    written += source.count
  }

  /// Copies `length` bytes. Most pieces of markup and text are a few bytes (a tag, a class
  /// name, the text between two escaped characters), shorter than a call to `memcpy` and its
  /// choice of a loop: up to 16 bytes are copied here with two loads and two stores of words
  /// that overlap in the middle, longer runs by `memcpy`.
  @inline(__always)
  @inlinable static func copy(
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
  @inlinable static func copyOverlapping<Word: FixedWidthInteger>(
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
  @inlinable mutating func makeRoom(for length: Int) {
    let needed = written + length
    guard needed > capacity else { return }
    capacity = max(capacity * 2, needed)
    base = Self.reallocate(base, capacity: capacity)
  }

  /// `memory` grown (or first allocated) to `capacity` bytes with `realloc`, which keeps the
  /// bytes written: a large document's memory is remapped where it is, not copied into fresh
  /// pages that each fault, as allocating anew and copying would (a 10,000-row list's page is
  /// some 2 MB).
  @inlinable static func reallocate(
    _ memory: UnsafeMutablePointer<UInt8>?, capacity: Int
  ) -> UnsafeMutablePointer<UInt8> {
    guard let grown = realloc(memory, capacity) else {
      fatalError("out of memory growing a buffer to \(capacity) bytes")
    }
    return grown.bindMemory(to: UInt8.self, capacity: capacity)
  }
}
