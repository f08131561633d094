import Vellum

/// A sign-up form with validation, as form tutorials write one: fields that move focus on
/// Return, rules shown under the fields, and a button enabled only when every rule holds.
struct SignUpForm: View {
  enum Field: Hashable {
    case email, password, confirmation
  }

  @State private var email = ""
  @State private var password = ""
  @State private var confirmation = ""
  @State private var accepted = false
  @State private var submitted = false
  @FocusState private var focus: Field?

  private var emailIsValid: Bool { email.contains("@") && email.contains(".") }
  private var passwordIsLong: Bool { password.count >= 8 }
  private var passwordsMatch: Bool { !password.isEmpty && password == confirmation }
  private var canSubmit: Bool { emailIsValid && passwordIsLong && passwordsMatch && accepted }

  var body: some View {
    Form {
      Section("Account") {
        TextField("Email", text: $email)
          .focused($focus, equals: .email)
          .onSubmit { focus = .password }
        SecureField("Password", text: $password)
          .focused($focus, equals: .password)
          .onSubmit { focus = .confirmation }
        SecureField("Confirm password", text: $confirmation)
          .focused($focus, equals: .confirmation)
      }
      Section("Rules") {
        Label("A valid email", systemImage: emailIsValid ? "checkmark.circle" : "xmark.circle")
        Label(
          "8 characters or more", systemImage: passwordIsLong ? "checkmark.circle" : "xmark.circle")
        Label("Passwords match", systemImage: passwordsMatch ? "checkmark.circle" : "xmark.circle")
      }
      Toggle("I accept the terms", isOn: $accepted)
      Button("Create account") { submitted = true }
        .disabled(!canSubmit)
      if submitted {
        Text("Welcome, \(email)!")
      }
    }
  }
}
