/// A table from types to what was worked out about them, for the caches read on every
/// evaluation (a view type's traits, its dynamic properties, a tuple's shape): a look-up is a
/// multiply, a shift and a compare of the type's metadata address, with no `Hasher`, which
/// costs more than the rest of a dictionary's look-up together. Entries are never removed.
///
/// ```swift
/// var table = TypeTable<Int>()
/// table[Text.self] = 1
/// table[Text.self]   // 1
/// table[Image.self]  // nil
/// ```
struct TypeTable<Value> {
  /// The types' addresses and their values, at the slot each address hashes to or the next
  /// free one after it; a power of two long, at most half full.
  private var keys: [UInt]
  private var values: [Value?]
  /// The number of bits a slot takes: the table has 2^`bits` slots.
  private var bits: Int
  private var count = 0

  /// An empty table.
  init() {
    bits = 4
    keys = Array(repeating: 0, count: 1 << bits)
    values = Array(repeating: nil, count: 1 << bits)
  }

  /// The value for `type`, if one was stored.
  subscript(type: Any.Type) -> Value? {
    get {
      let key = UInt(bitPattern: ObjectIdentifier(type))
      var index = slot(of: key)
      while keys[index] != 0 {
        if keys[index] == key { return values[index] }
        index = (index + 1) & (keys.count - 1)
      }
      return nil
    }
    set {
      guard let newValue else { preconditionFailure("a type table keeps its entries") }
      store(newValue, for: UInt(bitPattern: ObjectIdentifier(type)))
    }
  }

  /// The slot `key` hashes to: Fibonacci hashing of the address, whose low bits are alignment.
  private func slot(of key: UInt) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(UInt.bitWidth - bits))
  }

  private mutating func store(_ value: Value, for key: UInt) {
    var index = slot(of: key)
    while keys[index] != 0, keys[index] != key { index = (index + 1) & (keys.count - 1) }
    if keys[index] == 0 { count += 1 }
    keys[index] = key
    values[index] = value
    if count * 2 > keys.count { grow() }
  }

  /// Doubles the slots and stores every entry again.
  private mutating func grow() {
    let entries = zip(keys, values).filter { $0.0 != 0 }
    bits += 1
    keys = Array(repeating: 0, count: 1 << bits)
    values = Array(repeating: nil, count: 1 << bits)
    count = 0
    for (key, value) in entries { store(value!, for: key) }
  }
}
