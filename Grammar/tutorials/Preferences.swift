import Vellum

/// How the app looks.
enum Appearance: String, CaseIterable, Identifiable {
  case system = "System"
  case light = "Light"
  case dark = "Dark"

  var id: String { rawValue }
}

/// A settings screen, as settings tutorials build one: sections of toggles, pickers over an
/// enum, a stepper, a date picker shown when a reminder is on, and footers explaining them.
struct PreferencesView: View {
  @State private var username = "Ada"
  @State private var notificationsOn = true
  @State private var appearance = Appearance.system
  @State private var fontSize = 14
  @State private var remindsDaily = false
  @State private var reminderTime = Date(timeIntervalSince1970: 1_700_000_000)

  var body: some View {
    NavigationStack {
      Form {
        Section {
          TextField("Username", text: $username)
          Toggle("Notifications", isOn: $notificationsOn)
        } header: {
          Text("Account")
        } footer: {
          Text("Signed in as \(username.isEmpty ? "nobody" : username).")
        }
        Section("Display") {
          Picker("Appearance", selection: $appearance) {
            ForEach(Appearance.allCases) { option in
              Text(option.rawValue).tag(option)
            }
          }
          Stepper("Font size: \(fontSize)", value: $fontSize, in: 10...24, step: 2)
        }
        Section {
          Toggle("Daily reminder", isOn: $remindsDaily)
          if remindsDaily {
            DatePicker("Time", selection: $reminderTime, displayedComponents: .hourAndMinute)
          }
        } footer: {
          Text(remindsDaily ? "We will remind you every day." : "Reminders are off.")
        }
        Section {
          Button("Reset", role: .destructive) {
            username = "Ada"
            notificationsOn = true
            appearance = .system
            fontSize = 14
            remindsDaily = false
          }
        }
      }
      .navigationTitle("Settings")
    }
  }
}
