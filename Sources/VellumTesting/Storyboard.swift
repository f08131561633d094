import Vellum
import VellumSnapshots

/// One step of an interaction storyboard.
///
/// ```swift
/// [.tap("+"), .type("Tacos", into: "Title"), .dismiss, .settle]
/// ```
public enum StoryboardStep: CustomStringConvertible, Sendable {
  /// Taps a button, link, row or tab.
  case tap(String)
  /// Taps the `index`-th (from 0) of several views with the same label.
  case tapAt(String, index: Int)
  /// Types into a field.
  case type(String, into: String)
  /// Flips a toggle.
  case toggle(String)
  /// Chooses a picker option.
  case select(String, in: String)
  /// Moves a slider.
  case slide(String, to: Double)
  /// Taps a stepper's +.
  case increment(String)
  /// Taps a stepper's −.
  case decrement(String)
  /// Submits a field.
  case submit(String)
  /// Deletes a row.
  case delete(row: Int, in: String?)
  /// Pops the top screen.
  case back
  /// Dismisses the top-most presentation.
  case dismiss
  /// Runs pending tasks to completion.
  case settle

  /// The step as a reader sees it: `tap "Save"`.
  public var description: String {
    switch self {
    case .tap(let label): "tap \(quotedLabel(label))"
    case .tapAt(let label, let index): "tap \(quotedLabel(label)) #\(index + 1)"
    case .type(let text, let label): "type \(quotedLabel(text)) into \(quotedLabel(label))"
    case .toggle(let label): "toggle \(quotedLabel(label))"
    case .select(let option, let picker): "select \(quotedLabel(option)) in \(quotedLabel(picker))"
    case .slide(let label, let value): "slide \(quotedLabel(label)) to \(value)"
    case .increment(let label): "increment \(quotedLabel(label))"
    case .decrement(let label): "decrement \(quotedLabel(label))"
    case .submit(let label): "submit \(quotedLabel(label))"
    case .delete(let row, let list):
      "delete row \(row)" + (list.map { " in \(quotedLabel($0))" } ?? "")
    case .back: "back"
    case .dismiss: "dismiss"
    case .settle: "settle"
    }
  }

  /// Performs the step on `host`, as a storyboard does.
  ///
  /// ```swift
  /// try await StoryboardStep.tap("+").perform(on: host)
  /// ```
  @MainActor
  public func perform(on host: ViewHost) async throws {
    switch self {
    case .tap(let label): try host.tap(label)
    case .tapAt(let label, let index): try host.tap(label, at: index)
    case .type(let text, let label): try host.type(text, into: label)
    case .toggle(let label): try host.toggle(label)
    case .select(let option, let picker): try host.select(option, in: picker)
    case .slide(let label, let value): try host.slide(label, to: value)
    case .increment(let label): try host.increment(label)
    case .decrement(let label): try host.decrement(label)
    case .submit(let label): try host.submit(label)
    case .delete(let row, let list): try host.delete(row: row, in: list)
    case .back: try host.back()
    case .dismiss: try host.dismiss()
    case .settle: await host.settle()
    }
  }
}

private func quotedLabel(_ text: String) -> String { "\"" + text + "\"" }

/// Asserts an interaction storyboard: runs `steps` on `host` and compares one file that shows
/// the screen before the first step and after each step, with the patches each step caused
/// (and the animation a step's change was made with, when it was animated), so a reviewer
/// reads a whole flow in one diff. The text is `width` cells wide, or the host's screen width
/// (40 cells, or its variant's device and text size) when no width is given, so a flow runs in
/// a variant by mounting its host in one.
///
/// ```swift
/// await assertSnapshots(of: ViewHost(CounterView()), steps: [.tap("+"), .tap("+"), .tap("-")])
/// await assertSnapshots(of: ViewHost(CounterView(), variant: .rightToLeft), steps: [.tap("+")])
/// ```
@MainActor
public func assertSnapshots(
  of host: ViewHost, steps: [StoryboardStep], width: Int? = nil, named name: String? = nil,
  record: SnapshotRecordMode? = nil, fileID: StaticString = #fileID,
  filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
  column: UInt = #column
) async {
  let format = width.map(RenderFormat.text(width:)) ?? .text
  var board = "== start ==\n" + host.render(format)
  for (index, step) in steps.enumerated() {
    board += "\n== \(index + 1). \(step) ==\n"
    do {
      try await step.perform(on: host)
    } catch {
      board += "!! \(error)\n"
      recordIssue(
        "storyboard step \(index + 1) (\(step)) failed: \(error)", fileID: fileID,
        filePath: filePath, line: line, column: column)
      break
    }
    board += host.render(format)
    if let animation = host.lastUpdate.animation {
      board += "-- animated: \(animation) --\n"
    }
    let patches = host.render(.patches)
    board += "-- patches --\n" + (patches.isEmpty ? "(none)\n" : patches)
  }
  let storyboard = Snapshotting<String>(pathExtension: "storyboard.txt") { $0 }
  assertSnapshot(
    of: board, as: storyboard, named: name, record: record, fileID: fileID, filePath: filePath,
    function: function, line: line, column: column)
}
