import Foundation

/// The current-value label a timer progress view shows when it is given none: the time left
/// (or passed, when it counts up) on the host's clock, as a timer text: `1:30`.
///
/// ```swift
/// ProgressView(timerInterval: start...end)   // a bar, with "1:30" under it
/// ```
public struct DefaultDateProgressLabel: View {
  let timerInterval: ClosedRange<Date>
  let countsDown: Bool

  /// The timer's text.
  public var body: some View { Text(timerInterval: timerInterval, countsDown: countsDown) }
}
