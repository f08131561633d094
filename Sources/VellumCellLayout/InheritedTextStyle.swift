import VellumNodes
import VellumValues

/// The text attributes a node passes down to the text inside it, as SwiftUI's environment
/// does: line limits, the alignment of wrapped lines, truncation, case and redaction. Fonts and
/// weights change nothing in cells: a title is drawn as plain text, as long as its characters.
package struct InheritedTextStyle: Equatable {
  /// How the text's lines are limited, aligned and cut.
  var layout = TextBox.Wrapping()
  /// `uppercase` or `lowercase`, when text is shown in one case.
  var textCase: Keyword?
  /// The redaction reasons in effect.
  var redactions: Set<Keyword> = []
  var isPrivacySensitive = false

  /// Takes in the attributes of an enclosing node (or of the text itself); of an inherited
  /// style the node has twice, the first (innermost modifier) wins.
  mutating func apply(_ attributes: [Attribute]) {
    guard attributes.count > 1 else {
      if let attribute = attributes.first { apply(attribute) }
      return
    }
    var seen: Set<AttributeName> = []
    for attribute in attributes {
      if attribute.name.isInheritedTextStyle, !seen.insert(attribute.name).inserted { continue }
      apply(attribute)
    }
  }

  /// Whether one of `attributes` styles text: most nodes' do not (a text's own is its string),
  /// and the style they inherit is then passed on as it is, not copied to be changed. Asked of
  /// a plain style, which ``apply(_:)`` changes only for an attribute that styles text.
  static func isChanged(by attributes: [Attribute]) -> Bool {
    var probe = InheritedTextStyle()
    for attribute in attributes where probe.apply(attribute) { return true }
    return false
  }

  /// Takes in `attribute`; returns whether it styles text.
  @discardableResult
  private mutating func apply(_ attribute: Attribute) -> Bool {
    switch (attribute.name, attribute.value) {
    case (.lineLimit, let value): applyLineLimit(value)
    case (.multilineTextAlignment, .name(let name)):
      layout.alignment = TextAlignment(keyword: name) ?? .leading
    case (.truncationMode, .name(let name)):
      layout.truncation = TextBox.Truncation(keyword: name)
    case (.textCase, .name(let name)):
      textCase = name == .none ? nil : name
    case (.redacted, .list(let names)):
      redactions.formUnion(names.keywords)
    case (.unredacted, .bool(true)): redactions = []
    case (.privacySensitive, .bool(let isOn)): isPrivacySensitive = isOn
    default: return false
    }
    return true
  }

  private mutating func applyLineLimit(_ value: AttributeValue) {
    switch value {
    case .int(let count):
      layout.minimumLines = 0
      layout.maximumLines = count
    case .fields:
      let minimum = value[field: .minimum].flatMap(Self.count)
      let maximum = value[field: .maximum].flatMap(Self.count)
      layout.maximumLines = maximum
      layout.minimumLines =
        value[field: .reservesSpace] == .bool(true) ? maximum ?? 0 : minimum ?? 0
    default:
      layout.minimumLines = 0
      layout.maximumLines = nil
    }
  }

  private static func count(_ value: AttributeValue) -> Int? {
    if case .int(let count) = value { return count }
    return nil
  }

  /// `text` as this style shows it: in its case, and as bars of `▒` when redacted.
  func shown(_ text: String) -> String {
    var text = text
    switch textCase {
    case .uppercase: text = text.uppercased()
    case .lowercase: text = text.lowercased()
    default: break
    }
    let isRedacted =
      redactions.contains(.placeholder) || (isPrivacySensitive && redactions.contains(.privacy))
    guard isRedacted else { return text }
    return text.map { $0.isWhitespace ? String($0) : String(repeating: "▒", count: $0.cellWidth) }
      .joined()
  }
}
