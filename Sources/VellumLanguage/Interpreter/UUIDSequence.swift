import Foundation

/// The UUIDs a program's `UUID()` calls make: numbered from 1 in the order they are made
/// (`00000000-0000-0000-0000-000000000001`, then `…0002`), instead of random, so that a file
/// renders the same on every run and every machine. Each is still unique within the program,
/// which is what `Identifiable` ids need.
///
/// ```swift
/// let uuids = UUIDSequence()
/// uuids.next().uuidString   // "00000000-0000-0000-0000-000000000001"
/// ```
final class UUIDSequence: @unchecked Sendable {
  // The lock makes the program shareable between hosts.
  private let lock = NSLock()
  private var made: UInt64 = 0

  /// The next UUID.
  func next() -> UUID {
    let number = lock.withLock {
      made += 1
      return made
    }
    // The number in the last eight bytes, most significant first.
    func byte(_ index: Int) -> UInt8 { UInt8(truncatingIfNeeded: number >> (8 * index)) }
    return UUID(
      uuid: (
        0, 0, 0, 0, 0, 0, 0, 0, byte(7), byte(6), byte(5), byte(4), byte(3), byte(2), byte(1),
        byte(0)
      ))
  }
}
