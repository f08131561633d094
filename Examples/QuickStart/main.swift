// The README's quick start in the Swift 5 language mode (this target's), as the README shows
// it: top-level code there is not on the main actor until it awaits, so the lines that drive
// the host run in `MainActor.assumeIsolated`, which compiles in both language modes.
import Vellum

struct ContentView: View {
  @State private var rememberMe = false

  var body: some View {
    VStack {
      Toggle("Remember Me", isOn: $rememberMe)
      Text(rememberMe ? "On" : "Off")
    }
  }
}

try MainActor.assumeIsolated {
  let host = ViewHost(ContentView())
  try host.toggle("Remember Me")
  print(host.render(.text(width: 40)))
}
