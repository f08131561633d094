import Foundation

/// iOS's sizes for the parts the system draws, in points, as UIKit reports them on an iPhone
/// at the default text size.
///
/// Bars: `UINavigationBar` is 44 tall, 96 with a large title; `UITabBar` 49 above the home
/// indicator. Controls: `UISwitch` 51 × 31, `UIStepper` 94 × 32, `UISlider` 30 tall, a rounded
/// `UITextField` 34 tall, a `UIPickerView` (a wheel picker) 216 tall in portrait with rows
/// 34 apart around its selection band. Lists: rows at least 44 tall (Apple's minimum hit target, Human
/// Interface Guidelines), a split view's sidebar 320 wide on an iPad, inset-grouped sections 16 points in from the screen's edges with 16
/// points of content inset, 35 points between sections.
package enum PlatformMetrics {
  static let navigationBarHeight = 44.0
  static let largeTitleHeight = 52.0
  static let tabBarHeight = 49.0
  static let sidebarWidth = 320.0
  static let switchSize = Size(width: 51, height: 31)
  static let stepperSize = Size(width: 94, height: 32)
  static let sliderHeight = 30.0
  static let roundedFieldHeight = 34.0
  static let plainFieldHeight = 22.0
  static let minimumRowHeight = 44.0
  static let rowVerticalPadding = 11.0
  static let sectionInset = 16.0
  static let rowContentInset = 16.0
  static let sectionSpacing = 35.0
  static let borderedButtonPadding = Size(width: 12, height: 7)
  static let linearProgressHeight = 4.0
  static let activityIndicatorSize = Size(width: 20, height: 20)
  static let wheelPickerHeight = 216.0
  /// The checkmark a chosen row of an inline picker shows at its trailing edge.
  static let checkmarkSize = Size(width: 17, height: 22)
  package static let wheelRowHeight = 34.0
  /// The ideal width of a view that fills the width it is offered, when offered none.
  static let idealControlWidth = 100.0
}
