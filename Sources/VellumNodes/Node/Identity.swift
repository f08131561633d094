import VellumHotPaths

/// The structural identity of a view, as a path from the nearest enclosing node.
///
/// SwiftUI identifies a view by where it sits in its parent's body: its position in a
/// `TupleView`, the branch of an `if` or `switch`, its key in a `ForEach`, or an explicit
/// `.id(_:)`. A node carries that path so the reconciler can match old and new children.
///
/// ```swift
/// Identity([.index(2), .key(Identity.Key(7))]).description   // "2/[id: 7]"
/// ```
///
/// The path is stored as a persistent list that shares its prefix with the parent's identity, so
/// extending it is O(1) however deep the view is nested, and equal paths usually compare by
/// their cached hash or by reference. A path of one position or one integer key, what every
/// stack's children and every row of a list of integer ids have, is kept in the identity
/// itself, with no list at all.
public struct Identity: Hashable, Sendable, CustomStringConvertible {
  @usableFromInline let storage: Storage

  /// How a path is kept, in one word.
  ///
  /// A path of one step that fits inline is always kept inline (``appending(_:)`` is the one
  /// place paths are made), so two paths kept in different forms are different paths.
  @usableFromInline enum Storage: Sendable {
    /// No step.
    case empty
    /// One step, a position (`Component.index`).
    case index(Int32)
    /// One step, an integer key (`Component.key`).
    case key(Int32)
    /// Any other path: its last step, linked to the steps before it.
    case path(ComponentLink)
  }

  /// Creates an identity from its components.
  ///
  /// ```swift
  /// let identity = Identity([.index(0)])
  /// ```
  public init(_ components: [Component] = []) {
    var identity = Identity(storage: .empty)
    for component in components { identity = identity.appending(component) }
    self = identity
  }

  @inlinable init(storage: Storage) { self.storage = storage }

  /// The one-component identity of a view directly inside a node.
  ///
  /// Inlined where it is made (every child of every stack, every row of a list): a position or
  /// an integer key that fits is kept inline without a call.
  @inlinable package init(first component: Component) {
    switch component {
    case .index(let index):
      if let index = Int32(exactly: index) {
        self.init(storage: .index(index))
        return
      }
    case .key(let key):
      if let int = key.intValue, let key = Int32(exactly: int) {
        self.init(storage: .key(key))
        return
      }
    default: break
    }
    self = Identity(storage: .empty).appending(component)
  }

  /// The last step and the path before it, or `nil` for the empty path.
  private var lastStep: (component: Component, before: Identity)? {
    switch storage {
    case .empty: nil
    case .index(let index): (.index(Int(index)), Identity(storage: .empty))
    case .key(let key): (.key(Key(storage: .int(Int(key)))), Identity(storage: .empty))
    case .path(let link): (link.component, link.before)
    }
  }

  /// The steps from the enclosing node to the view, outermost first.
  public var components: [Component] {
    var result: [Component] = []
    var path = self
    while let (component, before) = path.lastStep {
      result.append(component)
      path = before
    }
    return result.reversed()
  }

  /// The last step of the path, if any.
  ///
  /// ```swift
  /// Identity([.index(1), .branch(0)]).lastComponent   // .branch(0)
  /// ```
  package var lastComponent: Component? {
    if case .path(let link) = storage { return link.component }
    return lastStep?.component
  }

  /// The hash of the whole path, kept in its last link: identities with different ones differ.
  ///
  /// ```swift
  /// Identity([.index(1)]).pathHash == Identity([.index(2)]).pathHash   // false, but for a collision
  /// ```
  ///
  /// A path kept inline never equals one kept in links (see ``Storage``), so its hash need not
  /// be the one a link would have: its step, told apart by kind, is hash enough, and a keyed
  /// list's scan of its rows' hashes reads it without mixing anything.
  package var pathHash: Int {
    switch storage {
    case .empty: 0
    case .index(let index): Int(index) &<< 1
    case .key(let key): Int(key) &<< 1 | 1
    case .path(let link): link.hash
    }
  }

  /// Two identities are equal when their components are.
  public static func == (lhs: Identity, rhs: Identity) -> Bool {
    var left = lhs.storage
    var right = rhs.storage
    while true {
      switch (left, right) {
      case (.empty, .empty): return true
      case (.index(let l), .index(let r)), (.key(let l), .key(let r)): return l == r
      case (.path(let l), .path(let r)):
        // The same path object, as an unchanged row's old and new nodes have.
        if l === r { return true }
        guard l.hash == r.hash, l.component == r.component else { return false }
        left = l.before.storage
        right = r.before.storage
      default:
        // Paths kept in different forms differ (see ``Storage``).
        return false
      }
    }
  }

  /// Hashes the cached hash of the path.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(pathHash)
  }

  /// One component and the path before it.
  @usableFromInline final class ComponentLink: Sendable {
    let component: Component
    let before: Identity
    /// The hash of the whole path. Paths of different lengths differ in it but for a
    /// collision, and after one the comparison's walk ends with a path left over, so no length
    /// is kept: a link is 64 bytes of heap, not 80.
    let hash: Int

    init(_ component: Component, before: Identity) {
      self.component = component
      self.before = before
      hash = Identity.mix(before.pathHash, component.stepHash)
    }
  }

  /// `path` and `step` mixed into one hash: the step is folded in, then the bits are spread
  /// (MurmurHash3's 64-bit finalizer). Both parts are bijections for a given `path`, so the
  /// links of one parent with different steps never share a hash. A link is made for every
  /// row of a list; a `Hasher` cost about two hundred instructions a row.
  private static func mix(_ path: Int, _ step: Int) -> Int {
    var bits = UInt64(UInt(bitPattern: path)) &* 0x9E37_79B9_7F4A_7C15
    bits ^= UInt64(UInt(bitPattern: step))
    bits ^= bits >> 33
    bits &*= 0xFF51_AFD7_ED55_8CCD
    bits ^= bits >> 33
    bits &*= 0xC4CE_B9FE_1A85_EC53
    bits ^= bits >> 33
    return Int(Int64(bitPattern: bits))
  }

  /// One step of an identity path.
  public enum Component: Hashable, Sendable, CustomStringConvertible {
    /// A position inside a `TupleView`.
    case index(Int)
    /// A branch of a conditional: 0 for `if`/first, 1 for `else`/second.
    case branch(Int)
    /// A `ForEach` element's key.
    case key(Key)
    /// An explicit identity given with `.id(_:)`.
    case explicit(Key)
    /// Content attached to a view's node by a modifier (a toolbar, a sheet, an alert), with the
    /// presentation's key when it has one (`true` for a Boolean binding, the item's id) and the
    /// modifier's place among the attaching modifiers applied to the view (0 for the outermost),
    /// which keeps two alerts on one view apart. Its own namespace, so an attachment never
    /// shares an identity with the view's children.
    indirect case attachment(Role, Key?, ordinal: Int)

    /// The component's part of its path's hash: a position, a branch, an integer id as it is
    /// (told apart by kind), anything else through its own hash.
    fileprivate var stepHash: Int {
      switch self {
      case .index(let index): Identity.mix(1, index)
      case .branch(let branch): Identity.mix(2, branch)
      case .key(let key): Identity.mix(3, key.stepHash)
      case .explicit(let key): Identity.mix(4, key.stepHash)
      case .attachment: Identity.mix(5, hashValue)
      }
    }

    /// A compact spelling: `0`, `if0`, `[id: 7]`, `#7`, `@sheet#true`.
    public var description: String {
      switch self {
      case .index(let index): "\(index)"
      case .branch(let branch): "if\(branch)"
      case .key(let key): "[id: \(key)]"
      case .explicit(let key): "#\(key)"
      case .attachment(let role, let key, let ordinal):
        "@\(role.rawValue)" + (ordinal > 0 ? "\(ordinal)" : "") + (key.map { "#\($0)" } ?? "")
      }
    }
  }

  /// A hashable key from user data (a `ForEach` id or an `.id(_:)` value).
  ///
  /// Keys compare by their original `Hashable` value; their description is used in renderings.
  ///
  /// ```swift
  /// Identity.Key(7) == Identity.Key(7)   // true
  /// ```
  public struct Key: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// `Int` and `String` ids, the common ones, are kept as they are: made, compared and
    /// matched along a long list without `AnyHashable`'s boxing and dynamic casts.
    @usableFromInline enum Storage {
      case int(Int)
      case string(String)
      /// Out of line, so a key (and every identity component) is as small as a string.
      indirect case other(AnyHashable)
    }

    @usableFromInline let storage: Storage

    /// The key's value. Ids are value types in practice; the box is `Sendable` on that premise.
    public var value: AnyHashable {
      switch storage {
      case .int(let int): AnyHashable(int)
      case .string(let string): AnyHashable(string)
      case .other(let value): value
      }
    }

    /// Wraps a hashable value.
    ///
    /// ```swift
    /// let key = Identity.Key("tacos")
    /// ```
    ///
    /// Any number with a whole value that fits in an `Int` is kept as one, so keys compare as
    /// `AnyHashable`s do (`Int8(7)`, `7.0` and `7` match, as in SwiftUI) while hashing and
    /// comparing `Int`s directly.
    public init(_ value: some Hashable) {
      storage = Self.storage(of: value)
    }

    /// How `value` is kept: a value that stands for another (``IdentityKeyRepresentable``) as
    /// that one.
    private static func storage(of value: some Hashable) -> Storage {
      if let int = value as? Int {
        return .int(int)
      } else if let string = value as? String {
        return .string(string)
      } else if let integer = value as? any BinaryInteger, let int = Int(exactly: integer) {
        return .int(int)
      } else if let number = value as? any BinaryFloatingPoint, let int = Int(exactly: number) {
        return .int(int)
      } else if let represented = value as? any IdentityKeyRepresentable,
        let base = represented.identityKey?.base as? any Hashable
      {
        // Last, so the common keys pay nothing for it.
        return storage(of: base)
      } else {
        return .other(AnyHashable(value))
      }
    }

    /// A function that makes the keys of values of `ID`, decided once for a run of keys (a
    /// `ForEach`'s rows): an `Int` or `String` id is stored as it is, without the casts
    /// ``init(_:)`` makes to find out what a value is.
    ///
    /// ```swift
    /// let key = Identity.Key.maker(for: Int.self)
    /// key(7) == Identity.Key(7)   // true
    /// ```
    @MainActor package static func maker<ID: Hashable>(for _: ID.Type) -> (ID) -> Key {
      if ID.self == Int.self { return { Key(storage: .int(uncheckedCast($0, to: Int.self))) } }
      if ID.self == String.self {
        return { Key(storage: .string(uncheckedCast($0, to: String.self))) }
      }
      return { Key($0) }
    }

    fileprivate init(storage: Storage) { self.storage = storage }

    /// The key's part of a path's hash: an integer as it is, anything else its hash value.
    fileprivate var stepHash: Int {
      if case .int(let int) = storage { return int }
      return hashValue
    }

    /// The key's value when it is an integer (any number with a whole value that fits an
    /// `Int`, as ``init(_:)`` keeps it).
    @inlinable package var intValue: Int? {
      if case .int(let int) = storage { return int }
      return nil
    }

    /// Whether the key is an `Int` or a string, kept as it is (so not any other kind of value).
    package var isIntOrString: Bool {
      if case .other = storage { return false }
      return true
    }

    /// Keys are equal when their values are as `AnyHashable`s: two integers or two strings
    /// compare directly; an integer or a string never equals another kind of value.
    public static func == (lhs: Key, rhs: Key) -> Bool {
      switch (lhs.storage, rhs.storage) {
      case (.int(let left), .int(let right)): left == right
      case (.string(let left), .string(let right)): left == right
      case (.other(let left), .other(let right)): left == right
      default: false
      }
    }

    /// Hashes an integer or a string as itself, without boxing it, and any other value as an
    /// `AnyHashable`; consistent with `==`, which never matches across those kinds.
    public func hash(into hasher: inout Hasher) {
      switch storage {
      case .int(let int): hasher.combine(int)
      case .string(let string): hasher.combine(string)
      case .other(let value): hasher.combine(value)
      }
    }

    /// The value's description, quoted when it is a string; a value that differs from run to
    /// run (a `UUID`, an object's identity) or a whole model is described stably (see
    /// `stableDescription(of:)`), so renderings are the same in every run.
    public var description: String {
      if let string = value.base as? String { return "\"\(string)\"" }
      return stableDescription(of: value.base)
    }
  }

  /// The path spelled with `/` between components, or an empty string.
  public var description: String {
    components.map(\.description).joined(separator: "/")
  }

  /// Whether the path has a key or an explicit id, which renderings show.
  public var isKeyed: Bool {
    var path = self
    while let (component, before) = path.lastStep {
      switch component {
      case .key, .explicit, .attachment(_, .some, _): return true
      case .index, .branch, .attachment(_, .none, _): path = before
      }
    }
    return false
  }

  /// This identity with one more component at the end.
  ///
  /// ```swift
  /// Identity([.index(1)]).appending(.branch(0))   // 1/if0
  /// ```
  ///
  /// - Complexity: O(1); the new identity shares this one's components.
  public func appending(_ component: Component) -> Identity {
    if case .empty = storage {
      switch component {
      case .index(let index):
        if let index = Int32(exactly: index) { return Identity(storage: .index(index)) }
      case .key(let key):
        if let int = key.intValue, let key = Int32(exactly: int) {
          return Identity(storage: .key(key))
        }
      default: break
      }
    }
    return Identity(storage: .path(ComponentLink(component, before: self)))
  }
}
