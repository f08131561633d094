import Vellum

/// The SignIn example (seed 003) for tests, the preview gallery and the main command.
///
/// ```swift
/// let host = ViewHost(SignInExample.signIn(model: SignInModel()))
/// ```
public enum SignInExample {
  /// The sign-in form.
  @MainActor public static func signIn(model: SignInModel) -> some View {
    SignInView(model: model)
  }

  /// The profile screen using the binding tools.
  @MainActor public static func profile(model: ProfileModel) -> some View {
    ProfileView(model: model)
  }

  /// Adds the example's previews to a gallery.
  @MainActor public static func addPreviews(to gallery: inout PreviewGallery) {
    gallery.add(SignIn_Previews.self, named: "SignIn")
  }
}

/// The sign-in form, empty and after a failed attempt, and the profile.
struct SignIn_Previews: PreviewProvider {
  static var previews: some View {
    SignInView(model: SignInModel())
      .previewDisplayName("Sign in")
    SignInView(model: SignInModel(email: "blob@pointfree.co", password: "hunter2"))
      .previewDisplayName("Sign in, filled")
    ProfileView(model: ProfileModel())
      .previewDisplayName("Profile")
  }
}
