import Foundation
import Testing
import Vellum

/// Erased and spatial tap gestures, and custom animations (issue 60). Sources: Apple's
/// documentation of `AnyGesture` ("a type-erased gesture"), `SpatialTapGesture` ("a gesture
/// that recognizes one or more taps and reports their location"), `CustomAnimation`
/// (`animate(value:time:context:)` returns `nil` when finished), `AnimationState` and
/// `AnimationContext.withState(_:)`; WWDC23 "Explore SwiftUI animation" (custom animations).
@MainActor
@Suite struct GestureAndAnimationSurfaceTests {
  private struct Board: View {
    let doubleTap: Bool
    @State private var log = "none"

    private var gesture: AnyGesture<Void> {
      doubleTap ? AnyGesture(TapGesture(count: 2)) : AnyGesture(TapGesture())
    }

    var body: some View {
      VStack {
        Text("Log: \(log)")
        Text("Erased").gesture(gesture.onEnded { log = "erased" })
        Text("Spatial").gesture(
          SpatialTapGesture(count: 1, coordinateSpace: .global).onEnded { tap in
            log = "at \(Int(tap.location.x)),\(Int(tap.location.y))"
          })
      }
    }
  }

  @Test func erasedAndSpatialTapsEnd() throws {
    let host = ViewHost(Board(doubleTap: true))
    try host.tap("Erased")
    #expect(host.root.visibleText.contains("Log: erased"))
    try host.tap("Spatial")
    #expect(host.root.visibleText.contains("Log: at 0,0"))
    #expect(SpatialTapGesture().count == 1)
  }

  private struct Linear: CustomAnimation {
    var duration: TimeInterval

    func animate<V: VectorArithmetic>(
      value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
      context.state[Steps.self] += 1
      return time <= duration ? value.scaled(by: time / duration) : nil
    }
  }

  private struct Steps: AnimationStateKey {
    static var defaultValue: Int { 0 }
  }

  @Test func aCustomAnimationRunsToItsEndState() throws {
    struct Drawer: View {
      @State private var isOpen = false
      var body: some View {
        Button(isOpen ? "Close" : "Open") {
          withAnimation(Animation(Linear(duration: 0.4))) { isOpen.toggle() }
        }
      }
    }
    let host = ViewHost(Drawer())
    try host.tap("Open")
    // End state at once, as every animation in Vellum; the update names the custom curve.
    #expect(host.root.visibleText == "Close")
    #expect(host.lastUpdate.animation?.description == "Linear()")
  }

  @Test func theCurveAndItsStateBehaveAsDeclared() {
    var context = AnimationContext<Double>(environment: EnvironmentValues())
    let curve = Linear(duration: 2)
    #expect(curve.animate(value: 10.0, time: 1, context: &context) == 5)
    #expect(curve.animate(value: 10.0, time: 3, context: &context) == nil)
    #expect(context.state[Steps.self] == 2)
    #expect(curve.velocity(value: 10.0, time: 1, context: context) == nil)
    #expect(!curve.shouldMerge(previous: .default, value: 10.0, time: 1, context: &context))
    let pair = context.withState(AnimationState<AnimatablePair<Double, Double>>())
    #expect(pair.state[Steps.self] == 0 && !pair.isLogicallyComplete)
  }
}

/// `GestureState`'s reset forms. Source: Apple's documentation of
/// `GestureState.init(wrappedValue:reset:)` ("the callback to invoke when the gesture state
/// is reset… passes the current value and the transaction") and
/// `init(wrappedValue:resetTransaction:)`.
@MainActor
@Suite struct GestureStateResetTests {
  private struct Card: View {
    @GestureState(reset: { value, transaction in
      transaction.animation = .spring
      Card.lastDrag = value
    })
    private var drag = CGSize.zero
    @GestureState(resetTransaction: Transaction(animation: .easeOut)) private var start: CGPoint?
    @GestureState(wrappedValue: 1, resetTransaction: Transaction()) private var scale: CGFloat
    static var lastDrag = CGSize.zero

    var body: some View {
      Text("Card \(Int(drag.width)) \(start == nil ? "idle" : "moving") \(Int(scale))")
        .gesture(
          DragGesture()
            .updating($drag) { value, state, _ in state = value.translation }
            .updating($start) { value, state, _ in state = value.startLocation })
    }
  }

  @Test func aResetHandsTheEndingValueToItsCallbackThenResets() throws {
    let host = ViewHost(Card())
    try host.drag("Card 0 idle 1", by: CGSize(width: 120, height: 0))
    #expect(Card.lastDrag == CGSize(width: 120, height: 0))
    #expect(host.root.visibleText == "Card 0 idle 1")
  }
}
