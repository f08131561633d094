import Foundation

/// `name`, or `name 2`, `name 3`… (the number before the extension: `notes 2.txt`), the first
/// that `isTaken` does not claim: how a folder's new files get names of their own.
func uniqueFilename(_ name: String, isTaken: (String) -> Bool) -> String {
  guard isTaken(name) else { return name }
  let base = (name as NSString).deletingPathExtension
  let pathExtension = (name as NSString).pathExtension
  var number = 2
  while true {
    let candidate = "\(base) \(number)" + (pathExtension.isEmpty ? "" : ".\(pathExtension)")
    if !isTaken(candidate) { return candidate }
    number += 1
  }
}
