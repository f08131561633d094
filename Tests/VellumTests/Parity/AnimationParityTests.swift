import Foundation
import Testing
import Vellum
import VellumTesting

@Observable
@MainActor
private final class Score {
  var points = 0
}

/// SwiftUI's animation API (issue 16, "Animation"): changes apply at once, what renders is the
/// end state, animated patches equal unanimated ones, and the host reports the animation.
@MainActor
@Suite struct AnimationParityTests {
  private struct Details: View {
    let animation: Animation?
    @State private var isShowing = false
    @State private var taps = 0

    var body: some View {
      VStack {
        Button("Toggle") {
          if let animation {
            let result = withAnimation(animation) {
              isShowing.toggle()
              return isShowing
            }
            taps += result ? 1 : 0
          } else {
            isShowing.toggle()
            taps += isShowing ? 1 : 0
          }
        }
        if isShowing {
          Text("Details").transition(.move(edge: .bottom).combined(with: .opacity))
        }
        Text("Shown \(taps) times").animation(.easeInOut, value: taps)
      }
    }
  }

  @Test func withAnimationAppliesAtOnceWithTheSamePatchesAndReportsTheAnimation() throws {
    let animated = ViewHost(Details(animation: .spring(response: 0.4, dampingFraction: 0.7)))
    let plain = ViewHost(Details(animation: nil))
    try animated.tap("Toggle")
    try plain.tap("Toggle")
    #expect(animated.render(.text(width: 30)) == plain.render(.text(width: 30)))
    #expect(animated.render(.text(width: 30)).contains("Shown 1 times"))
    // The animated action is two transactions (the block, then the count after it), so its
    // patches come as two updates; they are the same patches as the plain action's one update.
    #expect(
      animated.lastUpdate.patches.map(\.description).sorted()
        == plain.lastUpdate.patches.map(\.description).sorted())
    #expect(
      animated.lastUpdate.animation?.description
        == "spring(response: 0.4, dampingFraction: 0.7, blendDuration: 0)")
    #expect(plain.lastUpdate.animation == nil)
    try animated.tap("Toggle")
    #expect(!animated.render(.text(width: 30)).contains("Details"))
  }

  @Test func aStoryboardNotesTheAnimationOfAnAnimatedStep() async {
    await assertSnapshots(
      of: ViewHost(Details(animation: .easeOut(duration: 0.2))), steps: [.tap("Toggle")],
      width: 30, named: "animated")
  }

  @Test func bindingsAndTransactionsCarryTheirAnimation() throws {
    struct Form: View {
      @State private var isOn = false
      @State private var count = 0
      var body: some View {
        VStack {
          Toggle("Details", isOn: $isOn.animation(.easeInOut))
          Button("Add") { withTransaction(Transaction(animation: .bouncy)) { count += 1 } }
          Button("Quiet") {
            withTransaction(\.animation, .linear(duration: 2)) { count += 1 }
          }
          Text("\(count) \(isOn)")
        }
      }
    }
    let host = ViewHost(Form())
    try host.toggle("Details")
    #expect(host.lastUpdate.animation == .easeInOut)
    try host.tap("Add")
    #expect(host.lastUpdate.animation == .bouncy)
    try host.tap("Quiet")
    #expect(host.lastUpdate.animation == .linear(duration: 2))
    #expect(host.render(.text(width: 30)).contains("2 true"))
  }

  @Test func anObservableModelChangedWithAnimationIsReportedAnimated() {
    struct Board: View {
      let score: Score
      var body: some View { Text("\(score.points) points") }
    }
    let score = Score()
    let host = ViewHost(Board(score: score))
    withAnimation(.snappy) { score.points = 3 }
    #expect(host.lastUpdate.animation == .snappy)
    #expect(host.render(.text(width: 20)).contains("3 points"))
    score.points = 4
    #expect(host.lastUpdate.animation == nil)
  }

  @Test func completionRunsAndTheResultIsReturned() {
    var finished = false
    let value = withAnimation(.default) {
      42
    } completion: {
      finished = true
    }
    #expect(value == 42)
    #expect(finished)
  }

  @Test func everyAnimationDescribesItself() {
    let animations: [Animation] = [
      .default, .linear, .easeIn, .easeOut, .easeInOut, .spring, .interactiveSpring, .bouncy,
      .smooth, .snappy, .linear(duration: 1), .easeIn(duration: 0.2), .easeOut(duration: 0.3),
      .easeInOut(duration: 0.4), .timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5), .spring(),
      .spring(duration: 0.6, bounce: 0.3), .interactiveSpring(),
      .interactiveSpring(duration: 0.2, extraBounce: 0.1),
      .interpolatingSpring(stiffness: 170, damping: 15),
      .interpolatingSpring(duration: 0.4, bounce: 0.2), .bouncy(duration: 0.4, extraBounce: 0.1),
      .smooth(duration: 0.3), .snappy(duration: 0.25),
      .easeOut.delay(0.3).speed(2), .easeInOut.repeatCount(3, autoreverses: false),
      .linear(duration: 1).repeatForever(autoreverses: false),
    ]
    #expect(
      animations.map(\.description) == [
        "DefaultAnimation()", "linear", "easeIn", "easeOut", "easeInOut", "spring",
        "interactiveSpring",
        "bouncy", "smooth", "snappy", "linear(duration: 1)", "easeIn(duration: 0.2)",
        "easeOut(duration: 0.3)", "easeInOut(duration: 0.4)",
        "timingCurve(c0x: 0.2, c0y: 0.8, c1x: 0.2, c1y: 1, duration: 0.5)",
        "spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0)",
        "spring(duration: 0.6, bounce: 0.3, blendDuration: 0)",
        "interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)",
        "interactiveSpring(duration: 0.2, extraBounce: 0.1, blendDuration: 0.25)",
        "interpolatingSpring(mass: 1, stiffness: 170, damping: 15, initialVelocity: 0)",
        "interpolatingSpring(duration: 0.4, bounce: 0.2, initialVelocity: 0)",
        "bouncy(duration: 0.4, extraBounce: 0.1)", "smooth(duration: 0.3, extraBounce: 0)",
        "snappy(duration: 0.25, extraBounce: 0)", "easeOut.delay(0.3).speed(2)",
        "easeInOut.repeatCount(3, autoreverses: false)",
        "linear(duration: 1).repeatForever(autoreverses: false)",
      ])
    let transitions: [AnyTransition] = [
      .opacity, .slide, .scale, .identity, .scale(scale: 0.5, anchor: .top), .move(edge: .leading),
      .offset(CGSize(width: 0, height: 40)), .offset(y: 10), .push(from: .trailing),
      .asymmetric(insertion: .scale, removal: .opacity), .slide.combined(with: .opacity),
      .opacity.animation(.easeIn), .modifier(active: Shake(amount: 10), identity: Shake(amount: 0)),
    ]
    #expect(
      transitions.map(\.description) == [
        "opacity", "slide", "scale", "identity", "scale(scale: 0.5, anchor: top)",
        "move(edge: leading)", "offset(x: 0, y: 40)", "offset(x: 0, y: 10)",
        "push(from: trailing)", "asymmetric(insertion: scale, removal: opacity)",
        "slide.combined(with: opacity)", "opacity.animation(easeIn)", "modifier(Shake)",
      ])
  }

  /// An `AnimatableModifier`, as apps wrote them before iOS 17.
  private struct Shake: AnimatableModifier {
    var amount: CGFloat
    var animatableData: CGFloat {
      get { amount }
      set { amount = newValue }
    }
    func body(content: Content) -> some View { content.offset(x: amount) }
  }

  private struct Decorated: View {
    @Namespace private var namespace
    @State private var count = 0
    let isDecorated: Bool

    var body: some View {
      VStack(alignment: .leading) {
        if isDecorated {
          Text("\(count)")
            .contentTransition(.numericText())
            .contentTransition(.numericText(countsDown: true))
            .contentTransition(.numericText(value: Double(count)))
            .contentTransition(.opacity).contentTransition(.interpolate)
            .contentTransition(.identity).contentTransition(.symbolEffect)
            .animation(.default, value: count).animation(nil).animation(.smooth) { $0.bold(false) }
            .transaction { $0.animation = nil }
            .transaction(value: count) { $0.disablesAnimations = true }
            .matchedGeometryEffect(id: "count", in: namespace)
            .matchedGeometryEffect(id: 1, in: namespace, properties: .position, isSource: false)
            .sensoryFeedback(.success, trigger: count)
            .sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: count) { $1 > $0 }
            .sensoryFeedback(trigger: count) { old, new in new > old ? .increase : .decrease }
            .sensoryFeedback(.impact(flexibility: .soft), trigger: count)
            .transition(.opacity)
          Image(systemName: "bell")
            .symbolEffect(.bounce, value: count)
            .symbolEffect(.bounce.up.byLayer, options: .repeat(2).speed(2), value: count)
            .symbolEffect(.pulse, isActive: true)
            .symbolEffect(.variableColor.iterative.reversing, options: .repeating)
            .symbolEffect(.scale.up, isActive: count > 0).symbolEffect(.appear)
            .symbolEffect(.wiggle, value: count).symbolEffect(.rotate, value: count)
            .symbolEffect(.breathe, options: .nonRepeating, value: count)
            .symbolEffectsRemoved(false)
          Text("Shaken").modifier(Shake(amount: 0))
        } else {
          Text("\(count)")
          Image(systemName: "bell")
          Text("Shaken").offset(x: 0)
        }
        Button("Add") { count += 1 }
        Text("namespace").accessibilityIdentifier("\(namespace.hashValue)")
      }
    }
  }

  @Test func modifiersLeaveTheEndStateAsItIs() throws {
    let decorated = ViewHost(Decorated(isDecorated: true))
    let plain = ViewHost(Decorated(isDecorated: false))
    let namespace = decorated.root.children[0].children.last
    /// The screen as text: the namespace's hash, which differs between hosts, is only in the
    /// last view's identifier, which the text rendering does not draw.
    let screen = { (host: ViewHost) in host.render(.text(width: 30)) }
    #expect(screen(decorated) == screen(plain))
    try decorated.tap("Add")
    try plain.tap("Add")
    #expect(screen(decorated) == screen(plain))
    #expect(screen(decorated).contains("1"))
    #expect(decorated.root.children[0].children.last == namespace, "the namespace is kept")
  }

  @Test func aDisappearingSymbolIsInvisibleWhileTheEffectIsActive() {
    let view = HStack {
      Image(systemName: "bell").symbolEffect(.disappear, isActive: true)
      Image(systemName: "star").symbolEffect(.disappear.down, isActive: false)
      Text("end")
    }
    let tree = ViewHost(view).render(.tree)
    #expect(tree.contains("systemName: \"bell\", opacity: 0"))
    #expect(!tree.contains("systemName: \"star\", opacity"))
  }

  @Test func phaseAnimatorsRestInTheirFirstPhase() {
    let view = VStack {
      Text("Bell").phaseAnimator([0.0, -15, 15], trigger: 1) { content, angle in
        content.rotationEffect(.degrees(angle))
      }
      Text("Pulse").phaseAnimator([0.4, 1.0]) { content, opacity in content.opacity(opacity) }
      PhaseAnimator([1.0, 1.2], trigger: 0) { scale in Text("Heart").scaleEffect(scale) }
      PhaseAnimator(["first", "second"]) { Text($0) }
      PhaseAnimator([Int]()) { Text("never \($0)") }
    }
    assertSnapshot(of: view, as: .tree, named: "phases")
  }
}
