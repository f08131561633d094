/// A key pressed on a hardware keyboard, as `onKeyPress` hands it to its action.
///
/// ```swift
/// Grid().focusable().onKeyPress(keys: [.leftArrow, .rightArrow]) { press in
///   move(press.key == .leftArrow ? -1 : 1)
///   return .handled
/// }
/// ```
public struct KeyPress: Sendable {
  /// Whether the key went down, repeats while held, or came up.
  public let phase: Phases
  /// The key.
  public let key: KeyEquivalent
  /// The characters the key types: its character, in capitals with Shift held.
  public let characters: String
  /// The modifier keys held with it.
  public let modifiers: EventModifiers

  /// The phases of a key press a handler hears.
  ///
  /// ```swift
  /// .onKeyPress(.space, phases: .up) { _ in stopCharging(); return .handled }
  /// ```
  public struct Phases: OptionSet, Sendable {
    /// The phases, as bits.
    public let rawValue: Int

    /// The phases whose bits are set in `rawValue`.
    ///
    /// ```swift
    /// KeyPress.Phases(rawValue: 1) == .down   // true
    /// ```
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The key went down.
    public static let down = Self(rawValue: 1)
    /// The key is held and repeats.
    public static let `repeat` = Self(rawValue: 2)
    /// The key came up.
    public static let up = Self(rawValue: 4)
    /// Every phase.
    public static let all: Self = [.down, .repeat, .up]
  }

  /// What a handler did with a key press: handled it, ending its delivery, or ignored it, so
  /// the handlers around go on to hear it.
  ///
  /// ```swift
  /// .onKeyPress("q") { isEditing ? .ignored : .handled }
  /// ```
  public enum Result: Sendable {
    /// The press was acted on.
    case handled
    /// The press was left to the views around.
    case ignored
  }

  /// A press of `key` with `modifiers` in `phase`.
  init(key: KeyEquivalent, modifiers: EventModifiers, phase: Phases) {
    self.phase = phase
    self.key = key
    self.modifiers = modifiers
    let character = String(key.character)
    characters = modifiers.contains(.shift) ? character.uppercased() : character
  }
}
