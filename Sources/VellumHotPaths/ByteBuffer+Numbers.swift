/// Numbers written as decimal digits straight into the buffer's memory: a placed page writes
/// four numbers for every element, and an image more.
///
/// **Contract.** The `store` helpers write into room already made (``makeRoom(for:)``) and a
/// pair of digits is 0 to 99: checked by assertions in debug builds (`ByteBufferTests`).
extension ByteBuffer {
  /// The most bytes a number of hundredths takes: a sign, 17 digits, a point and two more.
  @usableFromInline static var longestHundredths: Int { 21 }

  /// Appends `value` in decimal digits, a minus sign first when it is negative.
  ///
  /// ```swift
  /// bytes.appendDecimal(-402)   // -402
  /// ```
  @inlinable public mutating func appendDecimal(_ value: Int) {
    // The digits of the magnitude, as an unsigned number so that Int.min has one.
    let digits = Self.decimalDigits(of: value.magnitude)
    let sign = value < 0 ? 1 : 0
    makeRoom(for: digits + sign)
    if sign == 1 { base[written] = UInt8(ascii: "-") }
    storeDigits(of: value.magnitude, endingAt: written + sign + digits)
    written += digits + sign
  }

  /// Appends `hundredths`, a number of hundredths, as a decimal of up to two places without a
  /// trailing zero: one room check, every digit stored where it goes.
  ///
  /// ```swift
  /// bytes.appendHundredths(of: 1767)   // 17.67
  /// bytes.appendHundredths(of: -50)    // -0.5
  /// bytes.appendHundredths(of: 1600)   // 16
  /// ```
  @inlinable public mutating func appendHundredths(of hundredths: Int) {
    makeRoom(for: Self.longestHundredths)
    written = storeHundredths(hundredths, at: written)
  }

  /// Appends the CSS declarations that place an element, each number a count of hundredths
  /// of a pixel written as ``appendHundredths(of:)`` writes it: one room check for the four.
  ///
  /// ```swift
  /// bytes.appendPlacement(left: 1600, top: 0, width: 36_100, height: 2033)
  /// // left:16px;top:0px;width:361px;height:20.33px
  /// ```
  @inlinable public mutating func appendPlacement(left: Int, top: Int, width: Int, height: Int) {
    makeRoom(for: 4 * Self.longestHundredths + 34)
    var end = storeLiteral("left:", at: written)
    end = storeHundredths(left, at: end)
    end = storeLiteral("px;top:", at: end)
    end = storeHundredths(top, at: end)
    end = storeLiteral("px;width:", at: end)
    end = storeHundredths(width, at: end)
    end = storeLiteral("px;height:", at: end)
    end = storeHundredths(height, at: end)
    written = storeLiteral("px", at: end)
  }

  /// Stores `literal` at `index`, in room already made, and returns the index after it.
  @inline(__always)
  @inlinable func storeLiteral(_ literal: StaticString, at index: Int) -> Int {
    assert(index + literal.utf8CodeUnitCount <= capacity, "no room made for the literal")
    Self.copy(
      literal.utf8CodeUnitCount, from: UnsafeRawPointer(literal.utf8Start),
      to: UnsafeMutableRawPointer(base + index))
    return index + literal.utf8CodeUnitCount
  }

  /// Stores `hundredths` as ``appendHundredths(of:)`` writes it at `index`, in room already
  /// made for ``longestHundredths`` bytes, and returns the index after it.
  @inlinable func storeHundredths(_ hundredths: Int, at index: Int) -> Int {
    assert(index + Self.longestHundredths <= capacity, "no room made for the number")
    let magnitude = hundredths.magnitude
    let whole = magnitude / 100
    let fraction = Int(truncatingIfNeeded: magnitude &- whole &* 100)
    let sign = hundredths < 0 ? 1 : 0
    if sign == 1 { base[index] = UInt8(ascii: "-") }
    let point = index + sign + Self.decimalDigits(of: whole)
    storeDigits(of: whole, endingAt: point)
    guard fraction != 0 else { return point }
    // Both of the fraction's digits are stored; the end drops a trailing zero.
    base[point] = UInt8(ascii: ".")
    Self.storePair(fraction, at: base + point + 1)
    return fraction % 10 == 0 ? point + 2 : point + 3
  }

  /// The number of decimal digits `magnitude` is written in (1 to 20).
  @inlinable static func decimalDigits(of magnitude: UInt) -> Int {
    if magnitude < 10 { return 1 }
    if magnitude < 100 { return 2 }
    if magnitude < 1000 { return 3 }
    if magnitude < 10000 { return 4 }
    var digits = 5
    var power: UInt = 100_000
    while digits < 20, magnitude >= power {
      digits += 1
      power = power.multipliedReportingOverflow(by: 10).partialValue
    }
    return digits
  }

  /// Stores `magnitude`'s decimal digits, the last just before `end`, two at a time from the
  /// last; the room for them is made.
  @inlinable func storeDigits(of magnitude: UInt, endingAt end: Int) {
    var magnitude = magnitude
    var index = end
    while magnitude >= 100 {
      let rest = magnitude / 100
      index -= 2
      Self.storePair(Int(truncatingIfNeeded: magnitude &- rest &* 100), at: base + index)
      magnitude = rest
    }
    if magnitude >= 10 {
      Self.storePair(Int(truncatingIfNeeded: magnitude), at: base + index - 2)
    } else {
      base[index - 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude)
    }
  }

  /// Stores the two decimal digits of `pair` (0 to 99) at `target`, copied from a table of
  /// every pair: one load and one store instead of a division and two stores.
  @inline(__always)
  @inlinable static func storePair(_ pair: Int, at target: UnsafeMutablePointer<UInt8>) {
    assert((0..<100).contains(pair), "a pair of digits is 0 to 99")
    let pairs: StaticString = """
      0001020304050607080910111213141516171819202122232425262728293031323334353637383940414243\
      4445464748495051525354555657585960616263646566676869707172737475767778798081828384858687\
      888990919293949596979899
      """
    UnsafeMutableRawPointer(target).copyMemory(
      from: UnsafeRawPointer(pairs.utf8Start + 2 &* pair), byteCount: 2)
  }
}
