extension String {
  /// Whether any byte of the string's UTF-8 satisfies `test`, read from its contiguous storage:
  /// the `UTF8View`'s iterator costs several times more a byte, and every text of a list row is
  /// scanned this way for Markdown and `%` when it is made.
  ///
  /// ```swift
  /// "50 %".containsByte { $0 == UInt8(ascii: "%") }   // true
  /// ```
  func containsByte(where test: (UInt8) -> Bool) -> Bool {
    utf8.withContiguousStorageIfAvailable { $0.contains(where: test) }
      ?? utf8.contains(where: test)
  }
}
