import PushButtonExample
import Vellum

// Prints the first screen of each example as text. The HTML preview gallery joins it when the
// HTML renderer lands (see README).
let examples: [(String, any View)] = [
  ("PushButton", PushButtonExample.contentView)
]

for (name, view) in examples {
  let host = ViewHost(view)
  print("== \(name) ==")
  print(host.render(.text(width: 40)))
}
