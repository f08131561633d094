/// A view whose content follows keyframes. Vellum renders end states: a triggered animator
/// shows its initial value until the trigger changes, then the value the keyframes end at
/// (run again from there at each change); a repeating one never ends, so it shows its
/// initial value, as `PhaseAnimator` shows its first phase.
///
/// ```swift
/// KeyframeAnimator(initialValue: 1.0, trigger: likes) { scale in
///   Image(systemName: "heart.fill").scaleEffect(scale)
/// } keyframes: { _ in
///   SpringKeyframe(1.4, duration: 0.2)
///   SpringKeyframe(1.0)
/// }
/// ```
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View
where KeyframePath.Value == Value {
  let initialValue: Value
  let trigger: (any Equatable)?
  let content: (Value) -> Content
  let keyframes: (Value) -> KeyframePath
  @State private var progress = KeyframeProgress()

  /// An animator that runs its keyframes each time `trigger` changes.
  ///
  /// ```swift
  /// KeyframeAnimator(initialValue: 0.0, trigger: shakes) { x in Text("No").offset(x: x) } keyframes: { _ in
  ///   LinearKeyframe(10, duration: 0.1); LinearKeyframe(0, duration: 0.1)
  /// }
  /// ```
  public init(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    self.trigger = trigger
    self.content = content
    self.keyframes = keyframes
  }

  /// An animator that runs its keyframes over and over.
  ///
  /// ```swift
  /// KeyframeAnimator(initialValue: 1.0) { opacity in Circle().opacity(opacity) } keyframes: { _ in
  ///   LinearKeyframe(0.3, duration: 1); LinearKeyframe(1, duration: 1)
  /// }
  /// ```
  public init(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    trigger = nil
    self.content = content
    self.keyframes = keyframes
  }

  /// The content at the value the keyframes ended at.
  public var body: some View {
    content(progress.value(initialValue: initialValue, trigger: trigger, keyframes: keyframes))
  }
}

/// Where a triggered keyframe animation ended, and the trigger it ran for.
@MainActor
final class KeyframeProgress {
  private var trigger: (any Equatable)?
  private var value: Any?

  /// The value to show: the initial value until the trigger first changes, then the end of
  /// the keyframes run from the value before, for each change.
  func value<Value, Path: Keyframes>(
    initialValue: Value, trigger: (any Equatable)?, keyframes: (Value) -> Path
  ) -> Value where Path.Value == Value {
    let current = value as? Value ?? initialValue
    guard let trigger else { return current }
    defer { self.trigger = trigger }
    guard let last = self.trigger, !isEqual(last, trigger) else { return current }
    let end = keyframes(current).run(from: current).value
    value = end
    return end
  }

  private func isEqual(_ lhs: any Equatable, _ rhs: any Equatable) -> Bool {
    func compare<T: Equatable>(_ lhs: T) -> Bool { (rhs as? T) == lhs }
    return compare(lhs)
  }
}

extension View {
  /// Runs keyframes on this view each time `trigger` changes; the end state renders.
  ///
  /// ```swift
  /// Image(systemName: "bell").keyframeAnimator(initialValue: 0.0, trigger: rings) { content, angle in
  ///   content.rotationEffect(.degrees(angle))
  /// } keyframes: { _ in
  ///   LinearKeyframe(15, duration: 0.1); LinearKeyframe(0, duration: 0.1)
  /// }
  /// ```
  public func keyframeAnimator<Value, V: View, K: Keyframes<Value>>(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
  ) -> some View {
    KeyframeAnimator(
      initialValue: initialValue, trigger: trigger,
      content: { content(PlaceholderContentView(self), $0) }, keyframes: keyframes)
  }

  /// Runs keyframes on this view over and over; its initial value renders.
  ///
  /// ```swift
  /// Circle().keyframeAnimator(initialValue: 1.0) { content, scale in content.scaleEffect(scale) } keyframes: { _ in
  ///   CubicKeyframe(1.1, duration: 0.5); CubicKeyframe(1, duration: 0.5)
  /// }
  /// ```
  public func keyframeAnimator<Value, V: View, K: Keyframes<Value>>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
  ) -> some View {
    KeyframeAnimator(
      initialValue: initialValue, repeating: repeating,
      content: { content(PlaceholderContentView(self), $0) }, keyframes: keyframes)
  }
}
