import VellumNodes
import VellumValues

extension PointLayoutBuilder {
  func string(_ value: AttributeValue?) -> String? { value?.string }

  func number(_ value: AttributeValue?) -> Double? { value?.number }

  func horizontalAlignment(_ node: Node) -> HorizontalAlignment {
    guard case .name(let name) = node[.alignment] else { return .center }
    return HorizontalAlignment(keyword: name) ?? .center
  }

  func verticalAlignment(_ node: Node) -> VerticalAlignment {
    guard case .name(let name) = node[.alignment] else { return .center }
    return VerticalAlignment(keyword: name) ?? .center
  }

  /// An `Alignment` from its recorded name (`topLeading`, `leading`, `center`, …).
  func alignment(_ value: AttributeValue?) -> Alignment? {
    guard case .name(let name) = value else { return nil }
    return Alignment(keyword: name)
  }
}
