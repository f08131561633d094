import Foundation

/// The compiler's plugin transport: each message is a UTF-8 JSON document preceded by its
/// length in bytes, as an 8-byte little-endian unsigned integer, in both directions.
///
/// ```swift
/// let channel = MessageChannel()
/// while let message = channel.receive() { channel.send(reply(to: message)) }
/// ```
struct MessageChannel {
  /// Where messages come from (the compiler writes to the plugin's standard input).
  var input = FileHandle.standardInput
  /// Where replies go.
  var output = FileHandle.standardOutput

  /// The next message's bytes, or `nil` when input has closed (also mid-message: the compiler
  /// has gone, so there is no one to answer).
  func receive() -> Data? {
    guard let header = read(count: 8) else { return nil }
    let size = header.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    guard size <= UInt64(Int.max) else { return nil }
    return read(count: Int(size))
  }

  /// Writes `body` as one message.
  func send(_ body: Data) {
    var size = UInt64(body.count)
    var framed = Data()
    for _ in 0..<8 {
      framed.append(UInt8(truncatingIfNeeded: size))
      size >>= 8
    }
    framed.append(body)
    output.write(framed)
  }

  /// Exactly `count` bytes of input, or `nil` if it ends first.
  private func read(count: Int) -> Data? {
    var data = Data()
    while data.count < count {
      let chunk = input.readData(ofLength: count - data.count)
      if chunk.isEmpty { return nil }
      data.append(chunk)
    }
    return data
  }
}
