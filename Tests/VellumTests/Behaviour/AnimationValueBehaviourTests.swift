import Foundation
import Testing
import Vellum

/// Curves, angles and timeline schedules give SwiftUI's numbers.
///
/// Source: the compatibility tests of the OpenSwiftUI project, which run the same expectations
/// against SwiftUI on Apple platforms (`UnitCurveCompatibilityTests`, `AngleCompatibilityTests`,
/// `TimelineScheduleTests` in `Tests/OpenSwiftUICompatibilityTests`); the values are SwiftUI's,
/// checked to the tolerance those tests use.
@MainActor
@Suite struct AnimationValueBehaviourTests {
  private func close(_ value: Double, _ expected: Double, within tolerance: Double = 1e-9) -> Bool {
    if expected.isInfinite { return value == expected }
    return abs(value - expected) <= tolerance
  }

  @Test func theLinearCurveIsExactWithVelocityOne() {
    for t in [0.0, 0.25, 0.5, 0.75, 1.0] {
      #expect(UnitCurve.linear.value(at: t) == t)
      #expect(UnitCurve.linear.velocity(at: t) == 1)
    }
    #expect(UnitCurve.linear.velocity(at: -0.5) == 1)
    #expect(UnitCurve.linear.velocity(at: 1.5) == 1)
  }

  @Test(arguments: [
    (0.25, 0.09, 0.67), (0.5, 0.32, 1.07), (0.75, 0.62, 1.37),
  ])
  func easeInHasCSSValuesAndVelocities(t: Double, value: Double, velocity: Double) {
    #expect(close(UnitCurve.easeIn.value(at: t), value, within: 0.01))
    #expect(close(UnitCurve.easeIn.velocity(at: t), velocity, within: 0.01))
  }

  @Test(arguments: [
    (0.25, 0.38, 1.37), (0.5, 0.68, 1.07), (0.75, 0.91, 0.67),
  ])
  func easeOutHasCSSValuesAndVelocities(t: Double, value: Double, velocity: Double) {
    #expect(close(UnitCurve.easeOut.value(at: t), value, within: 0.01))
    #expect(close(UnitCurve.easeOut.velocity(at: t), velocity, within: 0.01))
  }

  @Test(arguments: [
    (0.25, 0.13, 1.06), (0.5, 0.5, 1.72), (0.75, 0.87, 1.06),
  ])
  func easeInOutHasCSSValuesAndVelocities(t: Double, value: Double, velocity: Double) {
    #expect(close(UnitCurve.easeInOut.value(at: t), value, within: 0.01))
    #expect(close(UnitCurve.easeInOut.velocity(at: t), velocity, within: 0.01))
  }

  @Test func easeCurvesEndExactlyAndAreFlatWhereCSSIs() {
    for curve in [UnitCurve.easeIn, .easeOut, .easeInOut] {
      #expect(curve.value(at: 0) == 0)
      #expect(curve.value(at: 1) == 1)
    }
    #expect(UnitCurve.easeIn.velocity(at: 0) == 0)
    #expect(UnitCurve.easeIn.velocity(at: 1) == 0)
    #expect(UnitCurve.easeOut.velocity(at: 1) == 0)
    #expect(UnitCurve.easeInOut.velocity(at: 0) == 0)
    #expect(UnitCurve.easeInOut.velocity(at: 1) == 0)
  }

  @Test func progressOutsideTheUnitIntervalIsClamped() {
    #expect(UnitCurve.easeInOut.value(at: -0.5) == 0)
    #expect(UnitCurve.easeInOut.value(at: 1.5) == 1)
  }

  @Test(arguments: [
    (0.25, 0.032, 0.258), (0.5, 0.134, 0.577), (0.75, 0.339, 1.134), (1.0, 1.0, Double.infinity),
  ])
  func circularEaseInIsAnArc(t: Double, value: Double, velocity: Double) {
    #expect(close(UnitCurve.circularEaseIn.value(at: t), value, within: 0.001))
    #expect(close(UnitCurve.circularEaseIn.velocity(at: t), velocity, within: 0.001))
  }

  @Test(arguments: [
    (0.0, 0.0, Double.infinity), (0.25, 0.661, 1.134), (0.5, 0.866, 0.577), (0.75, 0.968, 0.258),
  ])
  func circularEaseOutIsAnArc(t: Double, value: Double, velocity: Double) {
    #expect(close(UnitCurve.circularEaseOut.value(at: t), value, within: 0.001))
    #expect(close(UnitCurve.circularEaseOut.velocity(at: t), velocity, within: 0.001))
  }

  @Test(arguments: [
    (0.0, 0.0, 0.0), (0.25, 0.067, 0.577), (0.5, 0.5, Double.infinity), (0.75, 0.933, 0.577),
    (1.0, 1.0, 0.0),
  ])
  func circularEaseInOutIsTwoArcs(t: Double, value: Double, velocity: Double) {
    #expect(close(UnitCurve.circularEaseInOut.value(at: t), value, within: 0.001))
    #expect(close(UnitCurve.circularEaseInOut.velocity(at: t), velocity, within: 0.001))
  }

  @Test func aBezierCurveRunsThroughItsEndsWithTheSlopeOfItsControlPoints() {
    let curve = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9))
    #expect(curve.value(at: 0) == 0)
    #expect(curve.value(at: 1) == 1)
    #expect(close(curve.value(at: 0.5), 0.5, within: 0.01))
    #expect(close(curve.velocity(at: 0.5), 1.2, within: 0.01))
  }

  @Test func controlPointsOutsideTheUnitSquareKeepTheEndsAndClampX() {
    let curve = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: -0.5, y: 2), endControlPoint: UnitPoint(x: 1.5, y: -1))
    #expect(curve.value(at: 0) == 0)
    #expect(curve.value(at: 1) == 1)
    #expect(close(curve.value(at: 0.5), 0.5))
    #expect(close(curve.velocity(at: 0.5), -1))
  }

  @Test func inversesSwapTheAxes() {
    let bezier = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9))
    let swapped = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0.1, y: 0.25), endControlPoint: UnitPoint(x: 0.9, y: 0.75))
    for t in [0.3, 0.7] {
      #expect(close(bezier.inverse.value(at: t), swapped.value(at: t)))
      #expect(close(UnitCurve.linear.inverse.value(at: t), t))
      let circular = UnitCurve.circularEaseIn.inverse
      #expect(close(circular.value(at: t), UnitCurve.circularEaseOut.value(at: t)))
      #expect(close(circular.velocity(at: t), UnitCurve.circularEaseOut.velocity(at: t)))
      #expect(!close(UnitCurve.easeIn.inverse.value(at: t), UnitCurve.easeOut.value(at: t)))
      let inOut = UnitCurve.circularEaseInOut
      #expect(close(inOut.inverse.value(at: inOut.value(at: t)), t))
    }
  }

  @Test(arguments: [(0.0, 0.0), (Double.pi / 2, 90.0), (Double.pi, 180.0), (Double.pi * 2, 360.0)])
  func anglesAnimateTheirRadiansScaledBy128(radians: Double, degrees: Double) {
    let angle = Angle(radians: radians)
    #expect(angle.degrees == degrees)
    #expect(angle.animatableData == radians * 128)
    #expect(Angle(degrees: degrees) == angle)
    #expect((angle * 2).animatableData == angle.animatableData * 2)
    var scaled = angle
    scaled.animatableData *= 2
    #expect(scaled == Angle(radians: radians * 2))
  }

  @Test(arguments: [
    (12.0, 5.0, [10.0, 15.0, 20.0]), (25.0, 10.0, [20.0, 30.0]), (15.0, 5.0, [15.0, 20.0]),
  ])
  func aPeriodicScheduleStartsAtTheEntryInEffectAtTheQueryDate(
    query: Double, interval: Double, expected: [Double]
  ) {
    let schedule = PeriodicTimelineSchedule(from: Date(timeIntervalSince1970: 0), by: interval)
    let entries = schedule.entries(from: Date(timeIntervalSince1970: query), mode: .normal)
    #expect(Array(entries.prefix(expected.count)).map(\.timeIntervalSince1970) == expected)
  }

  @Test func anEveryMinuteScheduleStartsOnTheMinuteOfTheQueryDate() {
    let query = Date(timeIntervalSince1970: 1_704_102_077)  // 09:41:17 UTC
    let entries = Array(EveryMinuteTimelineSchedule().entries(from: query, mode: .normal).prefix(3))
    #expect(entries.map(\.timeIntervalSince1970) == [1_704_102_060, 1_704_102_120, 1_704_102_180])
  }

  @Test func anExplicitScheduleListsItsDatesAndEnds() {
    let dates = [100.0, 200, 300].map(Date.init(timeIntervalSince1970:))
    let entries = ExplicitTimelineSchedule(dates).entries(
      from: Date(timeIntervalSince1970: 0), mode: .normal)
    #expect(Array(entries) == dates)
  }

  @Test func anAnimationScheduleStepsFromTheQueryDate() {
    let schedule = AnimationTimelineSchedule(minimumInterval: 1.5)
    let entries = schedule.entries(from: Date(timeIntervalSince1970: 0), mode: .normal)
    #expect(Array(entries.prefix(3)).map(\.timeIntervalSince1970) == [0, 1.5, 3])
  }

  @Test func aPausedOrLowFrequencyAnimationScheduleHasNoEntries() {
    let paused = AnimationTimelineSchedule(paused: true).entries(from: Date(), mode: .normal)
    #expect(Array(paused.prefix(2)).isEmpty)
    let dimmed = AnimationTimelineSchedule().entries(from: Date(), mode: .lowFrequency)
    #expect(Array(dimmed.prefix(2)).isEmpty)
  }
}
