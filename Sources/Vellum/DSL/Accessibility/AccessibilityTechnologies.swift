/// The assistive technologies an accessibility focus state follows.
///
/// ```swift
/// @AccessibilityFocusState(for: .voiceOver) private var isAlertFocused: Bool
/// ```
public struct AccessibilityTechnologies: SetAlgebra, Hashable, Sendable {
  private var members: Set<Int>

  private init(members: Set<Int>) { self.members = members }

  /// No technology.
  ///
  /// ```swift
  /// AccessibilityTechnologies().isEmpty   // true
  /// ```
  public init() { members = [] }

  /// VoiceOver.
  public static var voiceOver: AccessibilityTechnologies { AccessibilityTechnologies(members: [0]) }

  /// Switch Control.
  public static var switchControl: AccessibilityTechnologies {
    AccessibilityTechnologies(members: [1])
  }

  /// Whether `member` is among these technologies.
  public func contains(_ member: AccessibilityTechnologies) -> Bool {
    member.members.isSubset(of: members)
  }

  /// These technologies and `other`'s.
  public func union(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies {
    AccessibilityTechnologies(members: members.union(other.members))
  }

  /// The technologies in both.
  public func intersection(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies {
    AccessibilityTechnologies(members: members.intersection(other.members))
  }

  /// The technologies in one of the two only.
  public func symmetricDifference(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies {
    AccessibilityTechnologies(members: members.symmetricDifference(other.members))
  }

  /// Adds `newMember`.
  @discardableResult
  public mutating func insert(_ newMember: AccessibilityTechnologies) -> (
    inserted: Bool, memberAfterInsert: AccessibilityTechnologies
  ) {
    let inserted = !contains(newMember)
    members.formUnion(newMember.members)
    return (inserted, newMember)
  }

  /// Removes `member`.
  @discardableResult
  public mutating func remove(_ member: AccessibilityTechnologies) -> AccessibilityTechnologies? {
    guard contains(member) else { return nil }
    members.subtract(member.members)
    return member
  }

  /// Adds `newMember`, replacing it if present.
  @discardableResult
  public mutating func update(with newMember: AccessibilityTechnologies)
    -> AccessibilityTechnologies?
  {
    let present = contains(newMember)
    members.formUnion(newMember.members)
    return present ? newMember : nil
  }

  /// Keeps the technologies also in `other`.
  public mutating func formIntersection(_ other: AccessibilityTechnologies) {
    members.formIntersection(other.members)
  }

  /// Adds `other`'s technologies.
  public mutating func formUnion(_ other: AccessibilityTechnologies) {
    members.formUnion(other.members)
  }

  /// Keeps the technologies in one of the two only.
  public mutating func formSymmetricDifference(_ other: AccessibilityTechnologies) {
    members.formSymmetricDifference(other.members)
  }
}
