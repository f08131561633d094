import VellumNodes
import VellumValues

extension HTMLRenderer {
  /// The height a sheet opens at: its smallest detent (`presentationDetents` on its content),
  /// as SwiftUI opens a sheet at the first of its detents by height; `nil` for the default,
  /// large detent and for other presentations.
  ///
  /// ```swift
  /// sheetHeight(of: sheet)   // "height:min(50%,calc(100% - 48px))" for [.medium, .large]
  /// ```
  func sheetHeight(of presentation: Node) -> String? {
    guard presentation.role == .sheet,
      case .list(let detents) = presentation.presentedValue(.presentationDetents)
    else { return nil }
    let heights = detents.compactMap { detent -> String? in
      switch detent {
      case .name(.medium): return "50%"
      case .name(.large): return "calc(100% - 48px)"
      default: break
      }
      if let fraction = HTMLStyle.number(detent[field: .fraction]) {
        return formatNumber((fraction * 1000).rounded() / 10) + "%"
      }
      return HTMLStyle.number(detent[field: .height]).map(CSS.pixels)
    }
    guard !heights.isEmpty, heights != ["calc(100% - 48px)"] else { return nil }
    return "height:"
      + (heights.count == 1 ? heights[0] : "min(" + heights.joined(separator: ",") + ")")
  }

  /// Whether a sheet shows the grabber at its top: as `presentationDragIndicator` says, and by
  /// default when it has more than one detent to be dragged between, as iOS decides.
  func showsDragIndicator(_ presentation: Node) -> Bool {
    guard presentation.role == .sheet else { return false }
    switch presentation.presentedValue(.presentationDragIndicator) {
    case .name(.visible): return true
    case .name(.hidden): return false
    default:
      guard case .list(let detents) = presentation.presentedValue(.presentationDetents) else {
        return false
      }
      return detents.count > 1
    }
  }
}
