import Testing
import Vellum
import VellumLanguage

/// Bindings a file derives, as SwiftUI's `Binding` documentation describes them: to a stored
/// property of the value a binding holds (`$profile.address.city`, dynamic member lookup),
/// and constant ones (`.constant(true)`).
@MainActor
@Suite struct BindingProjectionTests {
  @Test func aFieldsBindingReadsAndWritesThroughTheRecord() throws {
    let program = try Program(
      source: """
        struct Address {
          var city: String
        }
        struct Profile {
          var name: String
          var address: Address
          var isPublic: Bool
        }
        struct Editor: View {
          @Binding var profile: Profile
          var body: some View {
            TextField("City", text: $profile.address.city)
            Toggle("Public", isOn: $profile.isPublic)
          }
        }
        struct Screen: View {
          @State private var profile = Profile(
            name: "Ada", address: Address(city: "London"), isPublic: false)
          var body: some View {
            Text("\\(profile.name) in \\(profile.address.city), \\(profile.isPublic ? "public" : "private")")
            Editor(profile: $profile)
            Toggle("Always", isOn: .constant(true))
          }
        }
        """)
    #expect(Checker.check(program) == [])
    let host = ViewHost(try program.view(named: "Screen"))
    try host.type("Paris", into: "City")
    try host.toggle("Public")
    #expect(host.render(.text).contains("Ada in Paris, public"))
    #expect(program.runtimeDiagnostics == [])
  }

  /// `self.$name` is the view's own binding, as Swift's projected value is.
  @Test func selfDollarIsTheViewsOwnBinding() throws {
    let program = try Program(
      source: """
        struct Settings: View {
          @State private var isOn = false
          var body: some View {
            Toggle("Wi-Fi", isOn: self.$isOn)
            Text(isOn ? "on" : "off")
          }
        }
        """)
    #expect(Checker.check(program) == [])
    let host = ViewHost(try program.view())
    try host.toggle("Wi-Fi")
    #expect(host.render(.text).contains("on"))
    #expect(!host.render(.text).contains("off"))
  }

  @Test func aWrongProjectionIsALocatedError() throws {
    let cases: [(String, String)] = [
      ("TextField(\"a\", text: $profile.nam)", "value of type 'Profile' has no member 'nam'"),
      ("Toggle(\"a\", isOn: $count.isZero)", "a binding to Int has no member 'isZero'"),
      ("Toggle(\"a\", isOn: .constant(true, false))", "'constant' takes one unlabelled value"),
      (
        "Toggle(\"a\", isOn: .constant(1))",
        "cannot convert a binding to Int to the expected Binding<Bool>"
      ),
    ]
    for (control, message) in cases {
      let program = try Program(
        source: """
          struct Profile {
            var name: String
          }
          struct V: View {
            @State private var profile = Profile(name: "a")
            @State private var count = 0
            var body: some View {
              \(control)
            }
          }
          """)
      let problems = Checker.check(program)
      #expect(problems.count == 1, "\(control): \(problems)")
      #expect(problems.first?.message.hasPrefix(message) == true, "\(problems)")
      #expect(problems.first?.location.line == 8)
    }
  }
}
