import Foundation

/// The episode's prime check.
func isPrime(_ p: Int) -> Bool {
  if p <= 1 { return false }
  if p <= 3 { return true }
  for i in 2...Int(sqrtf(Float(p))) {
    if p % i == 0 { return false }
  }
  return true
}

/// `1st`, `2nd`, `3rd`, `4th`, …
func ordinal(_ n: Int) -> String {
  let suffix: String
  switch (n % 10, n % 100) {
  case (_, 11...13): suffix = "th"
  case (1, _): suffix = "st"
  case (2, _): suffix = "nd"
  case (3, _): suffix = "rd"
  default: suffix = "th"
  }
  return "\(n)\(suffix)"
}
