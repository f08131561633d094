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
  }

  var runs: [Run]

  /// Text shown exactly as given, never looked up as a key.
  ///
  /// ```swift
  /// Text(verbatim: "**not bold**")
  /// ```
  public init(verbatim content: String) {
    runs = [Run(string: content)]
  }

  /// Text from a string value, shown as it is (never read as Markdown). A string literal picks
  /// the `LocalizedStringKey` form instead, as in SwiftUI.
  ///
  /// ```swift
  /// Text(recipe.title)
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    runs = [Run(string: String(content))]
  }

  /// Text from a literal, with interpolations; inline Markdown in the literal is styled
  /// (`**bold**`, `_italic_`, `~~struck~~`, `` `code` ``, `[link](url)`), as in SwiftUI.
  ///
  /// ```swift
  /// Text("Hello, \(name)!")
  /// Text("**Bold** and _italic_")
  /// ```
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    runs = MarkdownText.runs(of: key.markdown) ?? [Run(string: key.text)]
  }

  /// Text showing a value formatted with a format style.
  ///
  /// ```swift
  /// Text(42, format: .number)
  /// ```
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
    runs = [Run(string: format.format(input))]
  }

  /// The text of all runs, without styling.
  package var plainText: String {
    runs.count == 1 ? runs[0].string : runs.map(\.string).joined()
  }

  /// Joins two texts, each keeping its own style.
  ///
  /// ```swift
  /// Text("Total: ") + Text("42").bold()
  /// ```
  public static func + (lhs: Text, rhs: Text) -> Text {
    var result = lhs
    result.runs.append(contentsOf: rhs.runs)
    return result
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
  public func bold(_ isActive: Bool = true) -> Text {
    isActive ? styled(Attribute("bold", .bool(true))) : self
  }

  /// This text in italic.
  ///
  /// ```swift
  /// Text("Note").italic()
  /// ```
  public func italic(_ isActive: Bool = true) -> Text {
    isActive ? styled(Attribute("italic", .bool(true))) : self
  }

  /// This text in a font.
  ///
  /// ```swift
  /// Text(recipe.title).font(.largeTitle)
  /// ```
  public func font(_ font: Font?) -> Text {
    font.map { styled(Attribute("font", .font($0))) } ?? self
  }

  /// This text in a color.
  ///
  /// ```swift
  /// Text("Error").foregroundColor(.red)
  /// ```
  public func foregroundColor(_ color: Color?) -> Text {
    color.map { styled(Attribute("foregroundColor", .color($0))) } ?? self
  }

  private func styled(_ attribute: Attribute) -> Text {
    var copy = self
    for index in copy.runs.indices { copy.runs[index].attributes.append(attribute) }
    return copy
  }
}

extension Text: PrimitiveView {
  package func update(_ record: GraphNode) {
    var node = Node(role: .text, identity: record.identity)
    node.attributes.append(Attribute("text", .string(plainText)))
    let first = runs[0].attributes
    if runs.allSatisfy({ $0.attributes == first }) {
      node.attributes.append(contentsOf: first)
    } else {
      node.children = runs.map { run in
        Node(role: .span, attributes: [Attribute("text", .string(run.string))] + run.attributes)
      }
    }
    record.output = .leaf(node)
  }
}
