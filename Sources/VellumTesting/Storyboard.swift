import Vellum
import VellumSnapshots

/// Asserts an interaction storyboard: runs `steps` on `host` and compares one file that shows
/// the screen before the first step and after each step, with the patches each step caused
/// (and the animation a step's change was made with, when it was animated), so a reviewer
/// reads a whole flow in one diff. The text is `width` cells wide, or the host's screen width
/// (49 cells, or its variant's device and text size) when no width is given, so a flow runs in
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
