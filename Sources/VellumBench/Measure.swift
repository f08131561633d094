import CHeapStatistics
import Foundation

/// Timing and memory readings for the benchmark.
enum Measure {
  /// The median of `repeats` timed runs of `body`, after one warm-up run, in nanoseconds;
  /// `prepare` runs untimed before each run.
  static func median(repeats: Int, prepare: () -> Void = {}, _ body: () -> Void) -> Double {
    prepare()
    body()
    var samples: [Double] = []
    for _ in 0..<max(1, repeats) {
      prepare()
      samples.append(time(body))
    }
    return median(samples)
  }

  /// The time `body` takes, in nanoseconds.
  static func time(_ body: () -> Void) -> Double {
    let elapsed = ContinuousClock().measure(body)
    return Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
  }

  /// The bytes the allocator has handed out and not taken back (the live heap), so what a
  /// mounted graph retains is read without the freed memory that the resident set still counts.
  static func heapBytesInUse() -> Int {
    Int(vellum_heap_bytes_in_use())
  }

  /// The times of `repeats` timed runs of each of `bodies`, in nanoseconds, in the order they
  /// ran, after one warm-up of each. The bodies take turns, run after run, so figures that are
  /// compared with each other (HTML with text, both with the byte floor) are measured through
  /// the same moments of a noisy machine instead of one in a quiet stretch and the other in a
  /// busy one: the *i*th times of two bodies were taken moments apart.
  static func interleavedTimes(repeats: Int, _ bodies: [() -> Void]) -> [[Double]] {
    for body in bodies { body() }
    var samples = [[Double]](repeating: [], count: bodies.count)
    for _ in 0..<max(1, repeats) {
      for (index, body) in bodies.enumerated() { samples[index].append(time(body)) }
    }
    return samples
  }

  /// The median of `values` (the upper one of an even count).
  static func median(_ values: [Double]) -> Double {
    values.sorted()[values.count / 2]
  }

  /// The median ratio of `numerators` to `denominators` taken pairwise: times taken moments
  /// apart (see ``interleavedTimes(repeats:_:)``) compared with each other, so a machine that
  /// slows down or speeds up between runs moves both sides of each ratio, where the ratio of
  /// the two medians can put one side's slow runs over the other's fast ones.
  static func pairedRatio(_ numerators: [Double], _ denominators: [Double]) -> Double {
    median(zip(numerators, denominators).map { $0 / $1 })
  }

  /// How long `part` takes against `whole`, measured in turn: each of `rounds` rounds times
  /// `part` `partsPerRound` times and then `whole` once, after one warm-up of each. Returns the
  /// median of every time of `part`, and the median over the rounds of the median part of a
  /// round over its whole (see ``pairedRatio(_:_:)``): a one-row edit is compared with a full
  /// render taken moments later, not with one from the machine's other mode seconds away. A
  /// round's first part runs in caches the whole has just filled; the median of the round
  /// leaves it out, as it leaves out a scheduling hiccup.
  ///
  ///     let (insert, fraction) = Measure.fractionInTurn(
  ///       rounds: 5, partsPerRound: 8, part: { insertRow() }, whole: { renderAll() })
  static func fractionInTurn(
    rounds: Int, partsPerRound: Int, part: () -> Void, whole: () -> Void
  ) -> (part: Double, fraction: Double) {
    part()
    whole()
    var allParts: [Double] = []
    var fractions: [Double] = []
    for _ in 0..<max(1, rounds) {
      let parts = (0..<max(1, partsPerRound)).map { _ in time(part) }
      allParts += parts
      fractions.append(median(parts) / time(whole))
    }
    return (median(allParts), median(fractions))
  }

  /// The resident set size of the process in bytes (`/proc/self/statm`, pages of 4 KiB).
  static func residentBytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return 0
    }
    let fields = statm.split(separator: " ").compactMap { Int($0) }
    return fields.count > 1 ? fields[1] * 4096 : 0
  }

  /// The peak resident set size of the process in bytes (`VmHWM`).
  static func peakResidentBytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return 0 }
    let kilobytes = line.split(separator: " ").compactMap { Int($0) }.first ?? 0
    return kilobytes * 1024
  }
}
