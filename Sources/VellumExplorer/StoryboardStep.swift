import Vellum
import VellumValues

/// One step of an interaction storyboard. Steps are `Codable`, so a storyboard can be kept in
/// a file.
///
/// ```swift
/// [.tap("+"), .type("Tacos", into: "Title"), .dismiss, .settle]
/// ```
public enum StoryboardStep: CustomStringConvertible, Codable, Hashable, Sendable {
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
  /// Long-presses a view: runs a long-press gesture, or opens a context menu.
  case longPress(String)
  /// Swipes a row from an edge, revealing its swipe actions.
  case swipe(String, edge: HorizontalEdge)
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
    case .longPress(let label): "long-press \(quotedLabel(label))"
    case .swipe(let label, let edge): "swipe \(quotedLabel(label)) from the \(edge) edge"
    case .delete(let row, let list):
      "delete row \(row)" + (list.map { " in \(quotedLabel($0))" } ?? "")
    case .back: "back"
    case .dismiss: "dismiss"
    case .settle: "settle"
    }
  }

  /// The step as a line of Swift on a host named `host`: `try host.tap("Save")`.
  ///
  /// ```swift
  /// StoryboardStep.type("Tacos", into: "Title").swiftCode
  /// // try host.type("Tacos", into: "Title")
  /// ```
  public var swiftCode: String {
    switch self {
    case .tap(let label): "try host.tap(\(quoted(label)))"
    case .tapAt(let label, let index): "try host.tap(\(quoted(label)), at: \(index))"
    case .type(let text, let label): "try host.type(\(quoted(text)), into: \(quoted(label)))"
    case .toggle(let label): "try host.toggle(\(quoted(label)))"
    case .select(let option, let picker):
      "try host.select(\(quoted(option)), in: \(quoted(picker)))"
    case .slide(let label, let value): "try host.slide(\(quoted(label)), to: \(value))"
    case .increment(let label): "try host.increment(\(quoted(label)))"
    case .decrement(let label): "try host.decrement(\(quoted(label)))"
    case .submit(let label): "try host.submit(\(quoted(label)))"
    case .longPress(let label): "try host.longPress(\(quoted(label)))"
    case .swipe(let label, let edge): "try host.swipe(\(quoted(label)), edge: .\(edge))"
    case .delete(let row, let list):
      "try host.delete(row: \(row), in: \(list.map(quoted) ?? "nil"))"
    case .back: "try host.back()"
    case .dismiss: "try host.dismiss()"
    case .settle: "await host.settle()"
    }
  }

  /// Performs the step on `host`, as a storyboard does.
  ///
  /// ```swift
  /// try await StoryboardStep.tap("+").perform(on: host)
  /// ```
  @MainActor
  public func perform(on host: ViewHost) async throws {
    if case .settle = self {
      await host.settle()
      return
    }
    try performNow(on: host)
  }

  /// Performs the step on `host` at once; a `.settle`, which waits for tasks, throws
  /// ``StoryboardStep/NeedsWaiting``.
  ///
  /// ```swift
  /// try StoryboardStep.tap("+").performNow(on: host)
  /// ```
  @MainActor
  public func performNow(on host: ViewHost) throws {
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
    case .longPress(let label): try host.longPress(label)
    case .swipe(let label, let edge): try host.swipe(label, edge: edge)
    case .delete(let row, let list): try host.delete(row: row, in: list)
    case .back: try host.back()
    case .dismiss: try host.dismiss()
    case .settle: throw NeedsWaiting()
    }
  }

  /// A `.settle` step met where a storyboard cannot wait: in the synchronous form.
  public struct NeedsWaiting: Error, CustomStringConvertible {
    /// What to do instead.
    public var description: String {
      "a .settle step waits for tasks: make the test async and await assertSnapshots"
    }
  }
}

/// `text` in double quotes, as a step names a label.
private func quotedLabel(_ text: String) -> String { "\"" + text + "\"" }
