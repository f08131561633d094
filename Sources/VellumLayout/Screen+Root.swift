import VellumNodes
import VellumValues

extension Screen {
  /// The screen a host's root node describes: the device its variant set (`screenWidth`,
  /// `screenHeight`, `safeAreaInsets`), or a 6.1-inch iPhone's.
  ///
  /// ```swift
  /// Screen(of: host.root).size   // 393 × 852 unless a variant set a device
  /// ```
  package init(of root: Node) {
    self = .iPhone15
    if case .double(let width) = root[.screenWidth], width > 0, width.isFinite {
      size.width = width
      horizontalSizeClass = width >= 600 ? .regular : .compact
    }
    if case .double(let height) = root[.screenHeight], height > 0, height.isFinite {
      size.height = height
    }
    if case .insets(let insets) = root[.safeAreaInsets] { safeArea = insets }
  }
}
