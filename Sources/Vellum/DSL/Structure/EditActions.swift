/// The edits a list lets a person make to the rows of a bound collection: delete them by
/// swiping, move them by dragging. Which actions a collection offers depends on what it can do:
/// deleting needs a `RangeReplaceableCollection`, moving a `MutableCollection`.
///
/// ```swift
/// List($reminders, editActions: .delete) { $reminder in
///   Toggle(reminder.title, isOn: $reminder.isDone)
/// }
/// ```
public struct EditActions<Data>: OptionSet, Sendable {
  /// The actions, as bits: moving is 1, deleting 2.
  public let rawValue: Int

  /// The actions whose bits are set in `rawValue`.
  ///
  /// ```swift
  /// EditActions<[String]>(rawValue: 3) == .all   // true
  /// ```
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Whether rows can be deleted.
  var deletes: Bool { rawValue & 2 != 0 }
  /// Whether rows can be moved.
  var moves: Bool { rawValue & 1 != 0 }
}

extension EditActions where Data: RangeReplaceableCollection {
  /// Rows can be deleted.
  public static var delete: Self { Self(rawValue: 2) }
  /// Every action the collection supports: deleting.
  public static var all: Self { .delete }
}

extension EditActions where Data: MutableCollection {
  /// Rows can be moved.
  public static var move: Self { Self(rawValue: 1) }
  /// Every action the collection supports: moving.
  public static var all: Self { .move }
}

extension EditActions where Data: MutableCollection & RangeReplaceableCollection {
  /// Every action the collection supports: deleting and moving.
  public static var all: Self { [.move, .delete] }
}
