import Foundation

/// Reads lines from a file handle without ever holding more than `longest` bytes of one:
/// a longer line is reported as too long and skipped to its end.
struct BoundedLineReader {
  /// What was read: a line (without its newline), or a line that was too long.
  enum Read: Equatable {
    case line(String)
    case tooLong
  }

  private let handle: FileHandle
  private let longest: Int
  private var buffer = Data()
  private var skipping = false
  private var ended = false

  init(handle: FileHandle, longest: Int) {
    self.handle = handle
    self.longest = longest
  }

  /// The next line, or `nil` once the handle has ended (a last line without a newline is
  /// still read).
  mutating func next() -> Read? {
    while true {
      if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        let line = buffer[buffer.startIndex..<newline]
        buffer.removeSubrange(buffer.startIndex...newline)
        if skipping {
          skipping = false
          continue
        }
        if line.count > longest { return .tooLong }
        return .line(String(decoding: line, as: UTF8.self))
      }
      if buffer.count > longest {
        buffer.removeAll()
        if !skipping {
          skipping = true
          return .tooLong
        }
      }
      if ended {
        guard !buffer.isEmpty, !skipping else { return nil }
        defer { buffer.removeAll() }
        if buffer.count > longest { return .tooLong }
        return .line(String(decoding: buffer, as: UTF8.self))
      }
      let chunk = handle.availableData
      if chunk.isEmpty { ended = true } else { buffer.append(chunk) }
    }
  }
}
