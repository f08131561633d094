/// A place in a source file: 1-based line and column, and the byte offset.
///
/// ```swift
/// SourceLocation(line: 12, column: 7, offset: 310)
/// ```
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The line, from 1.
  public var line: Int
  /// The column in characters, from 1.
  public var column: Int
  /// The offset in bytes from the start of the file.
  public var offset: Int

  /// A location.
  ///
  /// ```swift
  /// SourceLocation(line: 1, column: 1, offset: 0)
  /// ```
  public init(line: Int, column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// `line:column`.
  public var description: String { "\(line):\(column)" }

  /// Orders locations by offset.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    lhs.offset < rhs.offset
  }
}
