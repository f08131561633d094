import Foundation
import VellumCellLayout
import VellumNodes
import VellumValues

/// What an accessibility audit found: what is wrong, where (the element's path of roles from
/// the screen's top and its frame in cells on the text rendering's screen) and how to mend it.
///
/// ```swift
/// for finding in host.accessibilityAudit() { print(finding) }
/// // button with no label at VStack/Button @ 0,2 5×1: give it accessibilityLabel(_:)
/// ```
public struct AccessibilityFinding: Equatable, Sendable, CustomStringConvertible {
  /// A kind of problem.
  public enum Kind: String, Equatable, Sendable {
    /// A button or link whose only content is an image with no label.
    case unlabeledControl
    /// An image that is neither labelled nor decorative.
    case unlabeledImage
    /// An accessibility label that is empty.
    case emptyLabel
    /// Two different controls with the same label on one screen.
    case duplicateLabel
    /// Text whose colors, as the view sets them, contrast less than WCAG AA asks (4.5:1, 3:1
    /// for large text).
    case lowContrast
    /// A control framed smaller than 44 × 44 points.
    case smallTapTarget
    /// Text cut off at the largest accessibility text size that shows whole at the host's.
    case cutOff
  }

  /// The problem.
  public var kind: Kind
  /// What it is about and how to mend it.
  public var message: String
  /// The element's path of roles from the screen's top: `VStack/HStack/Button`.
  public var path: String
  /// The element's frame in cells: column, row, width, height.
  public var frame: (x: Int, y: Int, width: Int, height: Int)?

  /// The finding on one line: message, path and frame.
  public var description: String {
    var line = message + " at " + path
    if let frame { line += " @ \(frame.x),\(frame.y) \(frame.width)×\(frame.height)" }
    return line
  }

  /// Findings are equal when their kind, message, path and frame are.
  public static func == (lhs: AccessibilityFinding, rhs: AccessibilityFinding) -> Bool {
    lhs.kind == rhs.kind && lhs.message == rhs.message && lhs.path == rhs.path
      && lhs.frame?.x == rhs.frame?.x && lhs.frame?.y == rhs.frame?.y
      && lhs.frame?.width == rhs.frame?.width && lhs.frame?.height == rhs.frame?.height
  }
}
