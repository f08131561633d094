import VellumNodes
import VellumValues

/// The text attributes that change how text measures, passed down from the nodes around a
/// text as SwiftUI's environment passes them: font, weight, line limits, line spacing,
/// minimum scale factor and case. The innermost modifier wins.
///
/// A style is plain numbers (a font is kept as the metrics it measures with), so the copy
/// each view of the tree takes of its parent's retains nothing.
struct TextStyle: Hashable {
  /// How a text's letters are cased.
  enum TextCase { case uppercase, lowercase }

  /// The metrics of the innermost font set, at the text size when it was set: the body
  /// font's until one is.
  private var fontMetrics: FontMetrics
  var weight: Int?
  var maximumLines: Int?
  var minimumLines = 0
  var lineSpacing = 0.0
  var minimumScaleFactor = 1.0
  var textCase: TextCase?
  /// The host's text size.
  let typeSize: DynamicTypeSize

  /// The default style at `typeSize`: the body font, no limits.
  ///
  /// ```swift
  /// TextStyle(typeSize: .xxxLarge).metrics.size   // 23
  /// ```
  init(typeSize: DynamicTypeSize = .large) {
    self.typeSize = typeSize
    fontMetrics = FontMetrics(font: nil, typeSize: typeSize)
  }

  /// The metrics the style's font measures with.
  var metrics: FontMetrics {
    var metrics = fontMetrics
    if let weight { metrics.weight = weight }
    return metrics
  }

  /// Sets the font texts measure with, at the style's text size.
  ///
  /// ```swift
  /// style.setFont(.footnote)   // style.metrics.size == 13 at the large text size
  /// ```
  mutating func setFont(_ font: Font) {
    fontMetrics = FontMetrics(font: font, typeSize: typeSize)
  }

  /// Takes in a node's attributes: the first of each name wins, as the innermost modifier
  /// of a view wins in SwiftUI, so they are taken in last first.
  mutating func apply(_ attributes: [Attribute]) {
    for attribute in attributes.reversed() { apply(attribute) }
  }

  private mutating func apply(_ attribute: Attribute) {
    switch (attribute.name, attribute.value) {
    case (.font, .font(let font)): setFont(font)
    case (.bold, .bool(let isBold)): weight = isBold ? 700 : nil
    case (.fontWeight, .name(let name)):
      weight = Font.Weight.named(name.rawValue)?.value ?? weight
    case (.lineLimit, .int(let count)):
      maximumLines = count
      minimumLines = 0
    case (.lineLimit, .fields):
      let maximum = count(attribute.value[field: .maximum])
      maximumLines = maximum
      minimumLines =
        attribute.value[field: .reservesSpace] == .bool(true)
        ? maximum ?? 0 : count(attribute.value[field: .minimum]) ?? 0
    case (.lineLimit, _):
      maximumLines = nil
      minimumLines = 0
    case (.lineSpacing, .double(let spacing)): lineSpacing = spacing
    case (.minimumScaleFactor, .double(let factor)): minimumScaleFactor = min(1, max(0.01, factor))
    case (.textCase, .name(.uppercase)): textCase = .uppercase
    case (.textCase, .name(.lowercase)): textCase = .lowercase
    case (.textCase, .name): textCase = nil
    default: break
    }
  }

  private func count(_ value: AttributeValue?) -> Int? {
    if case .int(let count) = value { return count }
    return nil
  }

  /// `text` in the style's case.
  func shown(_ text: String) -> String {
    switch textCase {
    case .uppercase: text.uppercased()
    case .lowercase: text.lowercased()
    case nil: text
    }
  }
}
