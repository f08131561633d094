import Foundation

/// "Did you mean" hints for names looked up among a whole program's declarations (views, types,
/// enum cases), remembered per name and bounded in total work.
///
/// A file with thousands of declarations and thousands of mistakes would otherwise compare every
/// mistake with every declaration: quadratic work to suggest names nobody reads that far down.
/// The same misspelling is answered once; after ``budget`` candidate comparisons the cache
/// stops suggesting (the errors are still reported, without a hint).
///
/// ```swift
/// let hint = program.suggestions.hint(for: "Txt", kind: "view") { program.viewNames }
/// ```
final class SuggestionCache: @unchecked Sendable {
  /// The most candidates compared, over all lookups of one program.
  static let budget = 200_000

  private let lock = NSLock()
  private var answers: [String: String] = [:]
  private var spent = 0

  /// `; did you mean 'x'?` for `name` among `candidates()` (asked once per kind and name), or
  /// nothing.
  func hint(
    for name: String, kind: String, prefix: String = "", candidates: () -> [String]
  ) -> String {
    let key = kind + "\u{0}" + name
    lock.lock()
    if let answer = answers[key] {
      lock.unlock()
      return answer
    }
    let exhausted = spent >= Self.budget
    lock.unlock()
    guard !exhausted else { return "" }
    let pool = candidates()
    let answer = didYouMean(name, among: pool, prefix: prefix)
    lock.lock()
    spent += pool.count
    answers[key] = answer
    lock.unlock()
    return answer
  }
}
