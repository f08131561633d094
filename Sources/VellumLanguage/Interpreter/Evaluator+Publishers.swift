import Foundation
import Vellum

/// The publishers view code keeps and receives from: `Timer.publish(every:tolerance:on:in:)`,
/// `autoconnect()` and `.onReceive(_:perform:)`, with Vellum's own timer, which a host's
/// clock drives (`host.advance(by:)`), as a device's run loop drives SwiftUI's.
///
/// ```swift
/// private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
/// Text("\(seconds) s").onReceive(timer) { _ in seconds += 1 }
/// ```
extension Evaluator {
  /// The run loops `on:` takes.
  private static let runLoops: [String: RunLoop] = ["main": .main, "current": .current]
  /// The run loop modes `in:` takes.
  private static let runLoopModes: [String: RunLoop.Mode] = [
    "common": .common, "default": .default,
  ]

  /// `Timer.publish(every:tolerance:on:in:)`: a timer publisher, not yet connected.
  func timerPublisher(_ arguments: [Argument], at location: SourceLocation) throws(Diagnostic)
    -> Value
  {
    var call = Arguments(callee: "publish", arguments, at: location)
    let interval = try number(try call.required("every"))
    let tolerance = try call.optional("tolerance").map(number)
    let runLoop = try member(try call.required("on"), in: Self.runLoops)
    let mode = try member(try call.required("in"), in: Self.runLoopModes)
    try call.finish()
    guard interval > 0 else {
      throw Diagnostic(message: "a timer's interval must be above zero", location: location)
    }
    return .publisher(
      PublisherValue(
        timer: Timer.publish(every: interval, tolerance: tolerance, on: runLoop, in: mode)))
  }

  /// `publisher.autoconnect()`; `nil` for any other method.
  func publisherMethod(_ name: String, of held: PublisherValue) -> Value? {
    guard name == "autoconnect", let timer = held.timer else { return nil }
    return .publisher(PublisherValue(timer.autoconnect().map(Value.date).eraseToAnyPublisher()))
  }

  /// `base.onReceive(publisher) { output in … }`: the action runs with each output.
  func onReceive(_ base: any View, _ call: inout Arguments) throws(Diagnostic) -> any View {
    let source = try call.required(nil)
    guard case .publisher(let held) = try evaluate(source) else {
      throw Diagnostic(
        message: "'onReceive' takes a publisher such as 'Timer.publish(…).autoconnect()'",
        location: source.location)
    }
    let action = try call.requiredClosure("perform")
    if checks != nil { binding(action, to: [.none]).perform(action.body) }
    let scope = self
    return base.onReceive(held.publisher) { output in
      scope.binding(action, to: [output]).perform(action.body)
    }
  }
}
