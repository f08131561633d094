import Vellum

/// How often the app sends a digest.
enum Frequency: Hashable {
  case daily, weekly, never
}

/// A settings form with a toggle, a text field focused by a button, and a picker.
struct Settings: View {
  @State private var name = ""
  @FocusState private var editsName: Bool
  @State private var notifications = true
  @State private var frequency = Frequency.weekly

  var body: some View {
    Form {
      Section("Profile") {
        TextField("Name", text: $name)
          .focused($editsName)
        Button("Edit name") { editsName = true }
        if name.isEmpty {
          Text("Please enter a name")
        } else {
          Text("Hello, \(name)!")
        }
      }
      Section("Notifications") {
        Toggle("Notify me", isOn: $notifications)
        Button(notifications ? "Mute" : "Unmute") { notifications.toggle() }
        if notifications {
          Picker("Digest", selection: $frequency) {
            Text("Daily").tag(Frequency.daily)
            Text("Weekly").tag(Frequency.weekly)
            Text("Never").tag(Frequency.never)
          }
        }
        switch frequency {
        case .daily:
          Text("Every morning")
        case .weekly:
          Text("On Mondays")
        case .never:
          Text("Digest off")
        }
      }
    }
  }
}
