/// A string built piece by piece, its UTF-8 kept in two words while it is short enough to be a
/// small string (15 bytes), and in a `String` once it is longer.
///
/// Appending to a `String` builds a new small string for every piece, and a list row's text
/// (`"Row \(index)"`) is built again on every rebuild: copying a few bytes into the words is
/// cheaper, and the string is made once, when it is done.
///
/// ```swift
/// var built = ShortUTF8()
/// built.append("Row ")
/// built.append(digits)     // bytes, not a string
/// built.string             // "Row 7"
/// ```
public struct ShortUTF8: Sendable {
  /// The most bytes kept in ``words``: the most a small string holds, so the finished string
  /// needs no allocation either.
  @inlinable static var capacity: Int { 15 }
  /// The bytes while the string is short, in order from the first word's lowest address.
  @usableFromInline var words: (UInt64, UInt64) = (0, 0)
  /// The number of bytes in ``words``.
  @usableFromInline var wordsCount = 0
  /// The whole string, once it outgrew the words.
  @usableFromInline var long: String?

  /// An empty string.
  @inlinable public init() {}

  /// The length in UTF-8 code units.
  @inlinable public var utf8Count: Int { long?.utf8.count ?? wordsCount }

  /// The string built so far.
  ///
  /// The words' bytes are copied into the string's own room (a small string's, for at most 15
  /// bytes) and checked there: `String(decoding:as:)` checks them, then copies them into a
  /// small string a byte at a time, some 65 instructions more for every row's text.
  @inlinable public var string: String {
    if let long { return long }
    return withUnsafeBytes(of: words) { bytes in
      String(unsafeUninitializedCapacity: wordsCount) { room in
        UnsafeMutableRawBufferPointer(room).copyMemory(
          from: UnsafeRawBufferPointer(rebasing: bytes[..<wordsCount]))
        return wordsCount
      }
    }
  }

  /// Whether any byte is one of Markdown's special characters (``MarkdownBytes/isSpecial(_:)``).
  /// A short string is tested eight bytes at a time: each word is compared with a word holding
  /// a special character in every byte, all seven unrolled.
  ///
  /// ```swift
  /// built.containsMarkdownCharacters   // true for "**Bold**"
  /// ```
  @inlinable public var containsMarkdownCharacters: Bool {
    if let long { return long.containsByte(where: MarkdownBytes.isSpecial) }
    return Self.hasSpecialByte(words.0) || Self.hasSpecialByte(words.1)
  }

  /// Whether a byte of `word` is `*`, `_`, `~`, `` ` ``, `[`, `]` or `\`, the characters of
  /// ``MarkdownBytes/isSpecial(_:)`` written out as constants (a test holds the two to the same
  /// set). Unused bytes are zero and match none of them.
  @inline(__always)
  @inlinable static func hasSpecialByte(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    @inline(__always) func hasZeroByte(_ value: UInt64) -> UInt64 { (value &- ones) & ~value }
    let found =
      hasZeroByte(word ^ (ones &* 0x2A)) | hasZeroByte(word ^ (ones &* 0x5F))
      | hasZeroByte(word ^ (ones &* 0x7E)) | hasZeroByte(word ^ (ones &* 0x60))
      | hasZeroByte(word ^ (ones &* 0x5B)) | hasZeroByte(word ^ (ones &* 0x5D))
      | hasZeroByte(word ^ (ones &* 0x5C))
    return found & 0x8080_8080_8080_8080 != 0
  }

  /// Appends `piece`.
  @inlinable public mutating func append(_ piece: String) {
    let appended = piece.utf8.withContiguousStorageIfAvailable {
      appendToWords(UnsafeRawBufferPointer($0))
    }
    if appended != true { appendToLong(piece) }
  }

  /// Appends `value` in decimal digits, made in a buffer on the stack: no string of its own and
  /// no generic conversion.
  ///
  /// ```swift
  /// built.append(decimal: -42)   // "-42"
  /// ```
  @inlinable public mutating func append(decimal value: Int) {
    // Room for the 20 digits of `Int.min` and its sign.
    var buffer: (UInt64, UInt64, UInt64) = (0, 0, 0)
    withUnsafeMutableBytes(of: &buffer) { bytes in
      var magnitude = value.magnitude
      var index = bytes.count
      repeat {
        index -= 1
        bytes[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
        magnitude /= 10
      } while magnitude != 0
      if value < 0 {
        index -= 1
        bytes[index] = UInt8(ascii: "-")
      }
      append(utf8: UnsafeRawBufferPointer(rebasing: bytes[index...]))
    }
  }

  /// Appends `bytes`, which are whole UTF-8 characters.
  @inlinable mutating func append(utf8 bytes: UnsafeRawBufferPointer) {
    if !appendToWords(bytes) { appendToLong(String(decoding: bytes, as: UTF8.self)) }
  }

  /// Copies `bytes` after the words' bytes when the string is short and they fit there;
  /// returns whether they did.
  @inline(__always)
  @inlinable mutating func appendToWords(_ bytes: UnsafeRawBufferPointer) -> Bool {
    let start = wordsCount
    guard long == nil, start + bytes.count <= Self.capacity else { return false }
    withUnsafeMutableBytes(of: &words) { words in
      // A loop, not `copyMemory`: pieces are a few bytes, shorter than a call to `memcpy`.
      for index in bytes.indices { words[start + index] = bytes[index] }
    }
    wordsCount = start + bytes.count
    return true
  }

  /// Appends `piece` to the long string, made first from the words' bytes. Kept apart from the
  /// short path, which then saves no registers for it.
  @inline(never)
  @usableFromInline mutating func appendToLong(_ piece: String) {
    if long == nil { long = string }
    long?.append(piece)
  }
}

/// The bytes Markdown gives a meaning to in a text: `*`, `_`, `~`, `` ` ``, `[`, `]` and `\`. A
/// text without any is shown as written.
///
/// ```swift
/// "**Bold**".containsByte(where: MarkdownBytes.isSpecial)   // true
/// ```
public enum MarkdownBytes {
  /// Whether `byte` is one of Markdown's special characters.
  @inlinable public static func isSpecial(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "`"),
      UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "\\"):
      true
    default:
      false
    }
  }
}
