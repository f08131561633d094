extension String {
  /// Whether any byte of the string's UTF-8 satisfies `test`, read from its contiguous storage:
  /// the `UTF8View`'s iterator costs several times more a byte, and every text of a list row is
  /// scanned this way for Markdown and `%` when it is made.
  ///
  /// ```swift
  /// "50 %".containsByte { $0 == UInt8(ascii: "%") }   // true
  /// ```
  @inlinable package func containsByte(where test: (UInt8) -> Bool) -> Bool {
    utf8.withContiguousStorageIfAvailable { $0.contains(where: test) }
      ?? utf8.contains(where: test)
  }

  /// The number of bytes when every one is printable ASCII (a space to a tilde), else `nil`.
  ///
  /// ```swift
  /// "Delete".printableASCIICount   // 6
  /// "Tab\there".printableASCIICount   // nil
  /// ```
  @inlinable package var printableASCIICount: Int? {
    let isPrintable = { (byte: UInt8) in byte >= 0x20 && byte < 0x7F }
    let allPrintable =
      utf8.withContiguousStorageIfAvailable { $0.allSatisfy(isPrintable) }
      ?? utf8.allSatisfy(isPrintable)
    return allPrintable ? utf8.count : nil
  }
}
