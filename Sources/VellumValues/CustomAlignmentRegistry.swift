import Foundation

/// The alignment guides an app declares with its own identifier types, numbered from 1 in the
/// order they are first used: an alignment keeps its number, so comparing and hashing
/// alignments stays comparing integers, and the type is found again from the number.
///
/// ```swift
/// let number = CustomAlignmentRegistry.number(of: OneThird.self)
/// CustomAlignmentRegistry.type(numbered: number)  // OneThird.self
/// ```
package enum CustomAlignmentRegistry {
  private final class Storage: @unchecked Sendable {
    let lock = NSLock()
    var numbers: [ObjectIdentifier: UInt32] = [:]
    var types: [any Any.Type] = []
  }

  private static let storage = Storage()

  /// The number of an identifier type, given the first time it is asked for.
  ///
  /// ```swift
  /// CustomAlignmentRegistry.number(of: OneThird.self)  // 1
  /// ```
  package static func number(of type: any Any.Type) -> UInt32 {
    storage.lock.withLock {
      if let known = storage.numbers[ObjectIdentifier(type)] { return known }
      storage.types.append(type)
      let number = UInt32(storage.types.count)
      storage.numbers[ObjectIdentifier(type)] = number
      return number
    }
  }

  /// The identifier type that has `number`.
  ///
  /// ```swift
  /// CustomAlignmentRegistry.type(numbered: 1)  // OneThird.self
  /// ```
  package static func type(numbered number: UInt32) -> any Any.Type {
    storage.lock.withLock { storage.types[Int(number) - 1] }
  }

  /// The identifier type's name without its module, which describes the alignment.
  ///
  /// ```swift
  /// CustomAlignmentRegistry.name(numbered: 1)  // "OneThird"
  /// ```
  package static func name(numbered number: UInt32) -> String {
    String(describing: type(numbered: number))
  }
}

/// An alignment that may be a custom guide, kept as its number in ``CustomAlignmentRegistry``.
///
/// ```swift
/// HorizontalAlignment.center.isCustom  // false
/// ```
package protocol CustomGuideNumbered {
  /// The custom guide's number; 0 for the built-in guides.
  var custom: UInt32 { get }
}

extension CustomGuideNumbered {
  /// The identifier type of a custom guide, or `nil` for a built-in one.
  ///
  /// ```swift
  /// HorizontalAlignment(customType: OneThird.self).customType  // OneThird.self
  /// ```
  package var customType: (any Any.Type)? {
    custom == 0 ? nil : CustomAlignmentRegistry.type(numbered: custom)
  }

  /// Whether an app's identifier type names this guide.
  ///
  /// ```swift
  /// HorizontalAlignment.center.isCustom  // false
  /// ```
  package var isCustom: Bool { custom != 0 }
}
