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
  var board = StoryboardText(host: host, width: width)
  for (index, step) in steps.enumerated() {
    board.begin(step, at: index)
    let outcome: Result<Void, any Error>
    do { outcome = .success(try await step.perform(on: host)) } catch { outcome = .failure(error) }
    guard board.end(step, at: index, outcome, fileID, filePath, line, column) else { break }
  }
  board.assertMatches(
    named: name, record: record, fileID: fileID, filePath: filePath, function: function,
    line: line, column: column)
}

/// Asserts an interaction storyboard from a synchronous test, as a plain XCTest method is
/// written: like the asynchronous form, with the host made on the main actor, where the method
/// runs. A `.settle` step, which waits for tasks, needs the asynchronous form.
///
/// ```swift
/// func testCounting() {   // in an XCTestCase
///   assertSnapshots(of: ViewHost(CounterView()), steps: [.tap("+"), .tap("+")])
/// }
/// ```
public nonisolated func assertSnapshots(
  of host: @autoclosure @MainActor () -> ViewHost, steps: [StoryboardStep],
  width: Int? = nil, named name: String? = nil, record: SnapshotRecordMode? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  function: String = #function, line: UInt = #line, column: UInt = #column
) {
  onTheMainActor(
    "assertSnapshots", fileID: fileID, filePath: filePath, line: line, column: column
  ) {
    let host = host()
    var board = StoryboardText(host: host, width: width)
    for (index, step) in steps.enumerated() {
      board.begin(step, at: index)
      let outcome = Result { try step.performNow(on: host) }
      guard board.end(step, at: index, outcome, fileID, filePath, line, column) else { break }
    }
    board.assertMatches(
      named: name, record: record, fileID: fileID, filePath: filePath, function: function,
      line: line, column: column)
  }
}

/// A storyboard being written: the screen before the first step, then after each step its
/// heading, the screen, the animation a change was made with and the step's patches.
@MainActor
struct StoryboardText {
  private let host: ViewHost
  private let format: RenderFormat
  private var text: String

  init(host: ViewHost, width: Int?) {
    self.host = host
    format = width.map(RenderFormat.text(width:)) ?? .text
    text = "== start ==\n" + host.render(format)
  }

  /// Writes the heading of step `index`, before it is performed.
  mutating func begin(_ step: StoryboardStep, at index: Int) {
    text += "\n== \(index + 1). \(step) ==\n"
  }

  /// Writes what step `index` did: the screen after it, or that it failed (reported at the
  /// assertion). Returns whether the storyboard goes on.
  mutating func end(
    _ step: StoryboardStep, at index: Int, _ outcome: Result<Void, any Error>,
    _ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt
  ) -> Bool {
    if case .failure(let error) = outcome {
      text += "!! \(error)\n"
      recordIssue(
        "storyboard step \(index + 1) (\(step)) failed: \(error)", fileID: fileID,
        filePath: filePath, line: line, column: column)
      return false
    }
    text += host.render(format)
    if let animation = host.lastUpdate.animation {
      text += "-- animated: \(animation) --\n"
    }
    let patches = host.render(.patches)
    text += "-- patches --\n" + (patches.isEmpty ? "(none)\n" : patches)
    return true
  }

  /// Compares the storyboard with its reference, as `assertSnapshot` does.
  func assertMatches(
    named name: String?, record: SnapshotRecordMode?, fileID: StaticString,
    filePath: StaticString, function: String, line: UInt, column: UInt
  ) {
    let storyboard = Snapshotting<String>(pathExtension: "storyboard.txt") { $0 }
    let failure = verifySnapshot(
      of: text, as: storyboard, named: name, record: record, filePath: "\(filePath)",
      function: function, line: line)
    if let failure {
      recordIssue(failure, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }
}
