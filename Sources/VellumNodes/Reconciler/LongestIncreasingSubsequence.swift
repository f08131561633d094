/// The positions in `values` of a longest strictly increasing subsequence, ignoring negative
/// values (which mark new elements with no old position).
///
/// ```swift
/// longestIncreasingSubsequence([2, 0, 1, -1, 3])   // [1, 2, 4]
/// ```
///
/// - Complexity: O(*n* log *n*).
package func longestIncreasingSubsequence(_ values: [Int]) -> Set<Int> {
  var tails: [Int] = []
  var previous = [Int](repeating: -1, count: values.count)
  for (position, value) in values.enumerated() where value >= 0 {
    var low = 0
    var high = tails.count
    while low < high {
      let middle = (low + high) / 2
      if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
    }
    if low > 0 { previous[position] = tails[low - 1] }
    if low == tails.count { tails.append(position) } else { tails[low] = position }
  }
  var result = Set<Int>()
  var position = tails.last ?? -1
  while position >= 0 {
    result.insert(position)
    position = previous[position]
  }
  return result
}
