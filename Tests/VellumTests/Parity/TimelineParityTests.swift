import Foundation
import Testing
import Vellum
import VellumTesting

/// Timelines, keyframes and the `Transition` protocol (issue 16, "Animation"): timelines run on
/// the host's clock; keyframes and transitions render their end state.
@MainActor
@Suite struct TimelineParityTests {
  @Test func aTimelineFollowsTheHostClock() {
    struct Stopwatch: View {
      let start: Date
      var body: some View {
        VStack {
          TimelineView(.periodic(from: start, by: 1)) { context in
            Text("\(Int(context.date.timeIntervalSince(start))) s")
          }
          TimelineView(.everyMinute) { context in
            Text(context.date, format: .dateTime.hour().minute().second())
          }
          TimelineView(.explicit([start.addingTimeInterval(5)])) { context in
            Text("explicit \(Int(context.date.timeIntervalSince(start)))")
          }
          TimelineView(.animation(minimumInterval: 0.5, paused: true)) { context in
            Text("paused \(Int(context.date.timeIntervalSince(start)))")
          }
        }
      }
    }
    let start = Date(timeIntervalSince1970: 1_704_102_060)  // the host clock's start
    let host = ViewHost(Stopwatch(start: start))
    #expect(host.render(.text).contains("0 s"))
    host.advance(by: .seconds(2.5))
    var text = host.render(.text)
    #expect(text.contains("2 s") && text.contains("paused 0"))
    host.advance(by: .seconds(60))
    text = host.render(.text)
    #expect(text.contains("62 s"))
    #expect(text.contains("9:42:00"), "the first whole minute after the start")
    #expect(text.contains("explicit 5"))
    #expect(text.contains("paused 0"), "a paused animation schedule stays at its start")
  }

  struct Pose {
    var scale = 1.0
    var angle = 0.0
  }

  @Test func keyframesRenderWhereTheyEnd() throws {
    struct Bell: View {
      @State var rings = 0
      var body: some View {
        VStack {
          Button("Ring") { rings += 1 }
          KeyframeAnimator(initialValue: Pose(), trigger: rings) { pose in
            Text("scale \(pose.scale, specifier: "%.1f") angle \(Int(pose.angle))")
          } keyframes: { _ in
            KeyframeTrack(\.scale) {
              SpringKeyframe(1.5, duration: 0.2, spring: .bouncy)
              CubicKeyframe(1.2, duration: 0.2)
            }
            KeyframeTrack(\.angle) {
              MoveKeyframe(0)
              LinearKeyframe(15, duration: 0.1, timingCurve: .easeOut)
              LinearKeyframe(30, duration: 0.1)
            }
          }
          Text("pulse")
            .keyframeAnimator(initialValue: 1.0) { content, scale in
              content.opacity(scale)
            } keyframes: { _ in
              KeyframeTrack {
                CubicKeyframe(0.5, duration: 1)
                CubicKeyframe(1, duration: 1)
              }
            }
        }
      }
    }
    let host = ViewHost(Bell())
    #expect(host.render(.text).contains("scale 1.0 angle 0"))
    try host.tap("Ring")
    #expect(host.render(.text).contains("scale 1.2 angle 30"))
    #expect(!host.render(.tree).contains("opacity: 0.5"), "a repeating animator shows its start")
    let timeline = KeyframeTimeline(initialValue: Pose()) {
      KeyframeTrack(\.scale) { LinearKeyframe(2, duration: 1) }
      KeyframeTrack(\.angle) { LinearKeyframe(90, duration: 3) }
    }
    #expect(timeline.duration == 3)
    #expect(timeline.value(time: 3).angle == 90 && timeline.value(progress: 0).scale == 1)
    #expect(abs(UnitCurve.easeIn.value(at: 0.5) - 0.315) < 0.01)
    #expect(Spring(response: 0.5, dampingRatio: 1).settlingDuration > 0.5)
  }

  @Test func transitionsOfTheProtocolRenderTheirIdentityPhase() {
    struct Twirl: Transition {
      func body(content: Content, phase: TransitionPhase) -> some View {
        content.rotationEffect(.degrees(phase.isIdentity ? 0 : 90))
          .opacity(phase == .identity ? 1 : 0)
      }
    }
    let view = VStack {
      Text("custom").transition(Twirl())
      Text("blur").transition(.blurReplace)
      Text("push").transition(.push(from: .trailing).combined(with: .opacity))
      Text("move").transition(.move(edge: .bottom).animation(.spring))
      Text("scale").transition(.scale(0.5, anchor: .top))
      Text("both").transition(AsymmetricTransition(insertion: .slide, removal: .identity))
      Text("offset").transition(.offset(y: 20))
      Text("legacy").transition(AnyTransition(Twirl()))
    }
    let tree = ViewHost(view).render(.tree)
    #expect(tree.contains("opacity: 1"))
    #expect(!tree.contains("opacity: 0") && !tree.contains("blur: 8"))
    #expect(
      TransitionPhase.willAppear.value == -1 && OpacityTransition.properties.hasMotion == false)
    assertSnapshot(of: view, as: .text, named: "transitions")
  }
}
