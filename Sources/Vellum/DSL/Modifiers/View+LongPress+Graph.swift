import Foundation

/// Makes the content respond to a long press: the press begins, the action runs, the press ends.
struct LongPressModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let minimumDuration: Double
  let action: () -> Void
  let onPressingChanged: ((Bool) -> Void)?

  func update<Content: View>(_ record: GraphNode, content: Content) {
    let pressing = onPressingChanged
    let action = action
    record.control = .longPress {
      pressing?(true)
      action()
      pressing?(false)
    }
    record.output = .modified(
      [Attribute(.onLongPressGesture, .double(minimumDuration))], slot: nil)
    record.updateChild(0, content)
  }
}
