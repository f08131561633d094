/// The publisher types that operators return (`Publishers.Map`, `Publishers.Filter`, …).
///
/// ```swift
/// let doubled: Publishers.Map<Just<Int>, Int> = Just(21).map { $0 * 2 }
/// ```
public enum Publishers {}
