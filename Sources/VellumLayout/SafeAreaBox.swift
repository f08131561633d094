/// `ignoresSafeArea()`: the view is measured as it is, then placed grown into the safe area's
/// insets on each edge where it touches the safe area's boundary — as SwiftUI extends a view
/// that ignores the safe area only where it is adjacent to it.
struct SafeAreaBox {
  let child: BoxID
}

extension BoxTree {
  mutating func placeSafeArea(_ area: SafeAreaBox, in rect: Rect) {
    let safe = screen.safeRect
    let touches = 0.5
    let top = abs(rect.minY - safe.minY) < touches ? screen.safeArea.top : 0
    let bottom = abs(rect.maxY - safe.maxY) < touches ? screen.safeArea.bottom : 0
    let leading = abs(rect.minX - safe.minX) < touches ? screen.safeArea.leading : 0
    let trailing = abs(rect.maxX - safe.maxX) < touches ? screen.safeArea.trailing : 0
    let grown = Rect(
      x: rect.minX - leading, y: rect.minY - top, width: rect.width + leading + trailing,
      height: rect.height + top + bottom)
    place(area.child, in: grown.placing(size(area.child, for: Proposal(grown.size)), at: .center))
  }
}
