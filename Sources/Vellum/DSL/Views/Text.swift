import Foundation

/// Read-only text: a literal, a string, a formatted value, or several texts joined with `+`.
///
/// Text-only modifiers (`bold()`, `italic()`, `font(_:)`, `foregroundColor(_:)`) return `Text`,
/// so styled texts can be concatenated.
///
/// ```swift
/// Text("\(count) is prime 🎉")
/// Text("Count: ") + Text(count, format: .number).bold()
/// ```
public struct Text: Equatable, Sendable {
  struct Run: Equatable, Sendable {
    var string: String
    var attributes: [Attribute] = []
    /// The attributes of the image this run shows instead of text (`Text(Image(…))`, an image
    /// interpolated into a literal); an array, so runs without one stay small.
    var image: [Attribute]? = nil
  }

  /// What the text shows, in at most three words, so a text is stored in an existential
  /// without a box.
  enum Content: Equatable, Sendable {
    /// One run of this string, with no attributes and no image: the commonest text, kept as
    /// its string, since an array of runs would be an allocation for every text of every row.
    case plain(String)
    /// The runs, in order.
    case runs([Run])
    /// A text made from a key, with string tables to look its translation up in: the runs and
    /// the look-up, which a plain text has no room for beside its string.
    case localized(Localization)

    /// The runs, in order.
    var runs: [Run] {
      switch self {
      case .plain(let string): [Run(string: string)]
      case .runs(let runs): runs
      case .localized(let localization): localization.runs
      }
    }

    /// Equal when the runs are, a plain text to one run of the same string; a text looked
    /// up in tables only to one with the same look-up.
    static func == (lhs: Content, rhs: Content) -> Bool {
      switch (lhs, rhs) {
      case (.plain(let left), .plain(let right)): left == right
      case (.localized(let left), .localized(let right)): left == right
      case (.localized, _), (_, .localized): false
      default: lhs.runs == rhs.runs
      }
    }
  }

  var content: Content
  /// The runs of the text, in order.
  var runs: [Run] { content.runs }
  /// Where a text made from a key finds its translations, when there are tables to look in;
  /// dropped when texts are joined.
  var localization: Localization? {
    if case .localized(let localization) = content { localization } else { nil }
  }

  /// A key's look-up in a string table, and the runs shown when it has no translation.
  final class Localization: Equatable, @unchecked Sendable {
    let key: String
    let arguments: [LocalizationArgument]
    let table: String?
    let bundle: Bundle?
    let runs: [Run]

    init(
      key: String, arguments: [LocalizationArgument], table: String?, bundle: Bundle?,
      runs: [Run]
    ) {
      self.key = key
      self.arguments = arguments
      self.table = table
      self.bundle = bundle
      self.runs = runs
    }

    /// The same look-up, showing `runs` when there is no translation.
    func showing(_ runs: [Run]) -> Localization {
      Localization(key: key, arguments: arguments, table: table, bundle: bundle, runs: runs)
    }

    static func == (lhs: Localization, rhs: Localization) -> Bool {
      lhs.key == rhs.key && lhs.arguments == rhs.arguments && lhs.table == rhs.table
        && lhs.bundle == rhs.bundle && lhs.runs == rhs.runs
    }
  }

  private init(content: Content) { self.content = content }

  /// Text shown exactly as given, never looked up as a key.
  ///
  /// ```swift
  /// Text(verbatim: "**not bold**")
  /// ```
  public init(verbatim content: String) {
    self.content = .plain(content)
  }

  /// Text from a string value, shown as it is (never read as Markdown). A string literal picks
  /// the `LocalizedStringKey` form instead, as in SwiftUI.
  ///
  /// ```swift
  /// Text(recipe.title)
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    self.content = .plain(String(content))
  }

  /// Text from a literal, with interpolations; inline Markdown in the literal is styled
  /// (`**bold**`, `_italic_`, `~~struck~~`, code in backticks, `[link](url)`), as in SwiftUI.
  ///
  /// ```swift
  /// Text("Hello, \(name)!")
  /// Text("**Bold** and _italic_")
  /// ```
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    let styled = key.markdown.flatMap(MarkdownText.runs(of:))
    if key.images.isEmpty {
      content = styled.map(Content.runs) ?? .plain(key.text)
    } else {
      content = .runs(Text.placing(key.images, in: styled ?? [Run(string: key.text)]))
    }
    if key.images.isEmpty, bundle != nil || StringTables.mainBundleHasStrings {
      content = .localized(
        Localization(
          key: key.key, arguments: key.arguments, table: tableName, bundle: bundle,
          runs: content.runs))
    }
  }

  /// An image shown inline, as a piece of text that can be joined with others.
  ///
  /// ```swift
  /// Text(Image(systemName: "star.fill")) + Text(" 4.5")
  /// ```
  public init(_ image: Image) {
    content = .runs([Run(string: "", image: image.sourceAttributes)])
  }

  /// The characters of an attributed string (its attributes are not applied yet).
  ///
  /// ```swift
  /// Text(AttributedString("Hello"))
  /// ```
  ///
  /// Disfavored: Foundation's `AttributedString` can be written as a string literal, so
  /// `Text("Hello")` would otherwise take this initializer and lose the Markdown and the
  /// translation that SwiftUI's `Text("Hello")` has through its `LocalizedStringKey` form.
  @_disfavoredOverload
  public init(_ attributedContent: AttributedString) {
    content = .plain(String(attributedContent.characters))
  }

  /// Text showing a value formatted with a format style, in the environment's locale (English
  /// (United States) unless set), and a date's in its time zone and calendar (UTC and
  /// Gregorian unless set), never the machine's.
  ///
  /// ```swift
  /// Text(42, format: .number)
  /// Text(4.2, format: .currency(code: "USD"))   // "$4.20"
  /// ```
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
    content = .plain(FormattingContext.current.format(input, format))
  }

  /// Text showing a date formatted with a date format style, in the environment's locale, time
  /// zone and calendar (English (United States), UTC and Gregorian unless set).
  ///
  /// ```swift
  /// Text(event.start, format: .dateTime.month().day())   // "Jan 1"
  /// ```
  public init(_ input: Date, format: Date.FormatStyle) {
    content = .plain(FormattingContext.current.format(input, format))
  }

  /// The text of all runs, without styling.
  package var plainText: String {
    switch content {
    case .plain(let string): string
    case .runs(let runs): Self.plainText(of: runs)
    case .localized(let localization): Self.plainText(of: localization.runs)
    }
  }

  /// The text of `runs`, without styling.
  private static func plainText(of runs: [Run]) -> String {
    runs.count == 1 ? runs[0].string : runs.map(\.string).joined()
  }

  /// Joins two texts, each keeping its own style.
  ///
  /// ```swift
  /// Text("Total: ") + Text("42").bold()
  /// ```
  public static func + (lhs: Text, rhs: Text) -> Text {
    Text(content: .runs(lhs.runs + rhs.runs))
  }

  /// A text is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension Text: View {}

extension Text {
  /// This text in bold.
  ///
  /// ```swift
  /// Text("Total").bold()
  /// ```
  public func bold() -> Text { bold(true) }

  /// This text in bold when `isActive`.
  ///
  /// ```swift
  /// Text(item.name).bold(item.isUnread)
  /// ```
  public func bold(_ isActive: Bool) -> Text {
    isActive ? styled(Attribute(.bold, .bool(true))) : self
  }

  /// This text in italic.
  ///
  /// ```swift
  /// Text("Note").italic()
  /// ```
  public func italic() -> Text { italic(true) }

  /// This text in italic when `isActive`.
  ///
  /// ```swift
  /// Text(item.name).italic(item.isDraft)
  /// ```
  public func italic(_ isActive: Bool) -> Text {
    isActive ? styled(Attribute(.italic, .bool(true))) : self
  }

  /// This text in a font.
  ///
  /// ```swift
  /// Text(recipe.title).font(.largeTitle)
  /// ```
  public func font(_ font: Font?) -> Text {
    font.map { styled(Attribute(.font, .font($0))) } ?? self
  }

  /// This text in a color.
  ///
  /// ```swift
  /// Text("Error").foregroundColor(.red)
  /// ```
  public func foregroundColor(_ color: Color?) -> Text {
    color.map { styled(Attribute(.foregroundColor, .color($0))) } ?? self
  }

  func styled(_ attribute: Attribute) -> Text {
    var runs = runs
    for index in runs.indices { runs[index].attributes.append(attribute) }
    return Text(content: localization.map { .localized($0.showing(runs)) } ?? .runs(runs))
  }
}

extension Text: LeafView {
  package static var sharesNodes: Bool { true }

  /// Equal texts make the same node: it is made from the content and, for a text looked up in
  /// string tables, the environment's locale.
  package func makesSameNode(as other: Text) -> Bool { content == other.content }

  package func node(identity: Identity, environment: EnvironmentValues) -> Node {
    if let localization,
      let translated = StringTables.shared.translation(
        of: localization.key, arguments: localization.arguments, table: localization.table,
        bundle: localization.bundle ?? .main, locale: environment.locale)
    {
      return Self.node(
        of: [Run(string: translated, attributes: runs[0].attributes)], identity: identity)
    }
    switch content {
    case .plain(let string):
      return Node(role: .text, identity: identity, attributes: [Attribute(.text, .string(string))])
    case .runs(let runs):
      return Self.node(of: runs, identity: identity)
    case .localized(let localization):
      return Self.node(of: localization.runs, identity: identity)
    }
  }

  /// The node of a text made of `runs`. Static, so the text itself is not copied to make it
  /// (a copy of the whole value, its localization included, for every text of every row).
  private static func node(of runs: [Run], identity: Identity) -> Node {
    var node = Node(role: .text, identity: identity)
    if runs.count == 1, runs[0].image == nil {
      // One run, the commonest text: its string and its attributes, in one array made to size.
      node.attributes.reserveCapacity(1 + runs[0].attributes.count)
      node.attributes.append(Attribute(.text, .string(runs[0].string)))
      node.attributes.append(contentsOf: runs[0].attributes)
      return node
    }
    node.attributes.append(Attribute(.text, .string(plainText(of: runs))))
    let first = runs[0].attributes
    // A loop, not `allSatisfy` with a closure: a closure made on the main actor checks the
    // executor each time it runs, and every text of every row is made here.
    var isUniform = true
    for run in runs where run.attributes != first || run.image != nil {
      isUniform = false
      break
    }
    if isUniform {
      node.attributes.append(contentsOf: first)
    } else {
      node.children = runs.map { run in
        let content = run.image ?? [Attribute(.text, .string(run.string))]
        return Node(role: .span, attributes: content + run.attributes)
      }
    }
    return node
  }
}

extension Text {
  /// `runs` with each object replacement character (U+FFFC) replaced by the next of `images`,
  /// styled like the text around it.
  fileprivate static func placing(_ images: [Image], in runs: [Run]) -> [Run] {
    var remaining = images[...]
    var placed: [Run] = []
    for run in runs {
      let pieces = run.string.split(
        separator: LocalizedStringKey.imagePlaceholder, omittingEmptySubsequences: false)
      for (index, piece) in pieces.enumerated() {
        if index > 0, let image = remaining.popFirst() {
          placed.append(Run(string: "", attributes: run.attributes, image: image.sourceAttributes))
        }
        if !piece.isEmpty { placed.append(Run(string: String(piece), attributes: run.attributes)) }
      }
    }
    return placed
  }
}
