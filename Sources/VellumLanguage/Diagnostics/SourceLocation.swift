/// A place in a source file: 1-based line and column, the byte offset, and which of a
/// program's files it is in.
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
  /// The file's index among the files of its program (0 for a program of one file).
  public var file: Int

  /// A location.
  ///
  /// ```swift
  /// SourceLocation(line: 1, column: 1, offset: 0)
  /// SourceLocation(line: 3, column: 5, offset: 40, file: 1)
  /// ```
  public init(line: Int, column: Int, offset: Int, file: Int = 0) {
    self.line = line
    self.column = column
    self.offset = offset
    self.file = file
  }

  /// `line:column`.
  public var description: String { "\(line):\(column)" }

  /// Orders locations by file, then by offset.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.offset) < (rhs.file, rhs.offset)
  }
}
