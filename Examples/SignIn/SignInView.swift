// swift-format-ignore-file
// Seed 003's view as the article writes it, with `@Bindable` for the `@Observable` model (the
// article's `@ObservedObject` only compiles for `ObservableObject`s) and `try?` for the throwing
// call the article awaits without `try`. Only the import is changed otherwise.
import Vellum

struct SignInView: View {
  @FocusState var focus: SignInModel.Field?
  @Bindable var model: SignInModel

  var body: some View {
    Form {
      TextField("Email", text: self.$model.email)
        .focused(self.$focus, equals: .email)
      TextField("Password", text: self.$model.password)
        .focused(self.$focus, equals: .password)
      Button("Sign in") {
        Task {
          try? await self.model.signInButtonTapped()
        }
      }
      if self.model.failures > 0 {
        Text("Sign-in failed \(self.model.failures) time(s)")
      }
    }
    // ⬇️ Replays changes of `model.focus` to `focus` and vice-versa.
    .bind(self.$model.focus, to: self.$focus)
  }
}
