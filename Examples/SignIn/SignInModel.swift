// swift-format-ignore-file
// Seed 003 (swift-navigation's "Bindings" article): the model keeps focus as a plain property.
// The seed's model reads `self.apiClient`; here it is injected. It runs on the main actor, as
// an app target's code does by default.
import Observation
import Vellum

/// Signs a person in.
public struct APIClient: Sendable {
  public var signIn: @Sendable (String, String) async throws -> Void

  public init(signIn: @escaping @Sendable (String, String) async throws -> Void) {
    self.signIn = signIn
  }

  /// A client whose sign-in always fails, as the article's example does.
  public static let failing = APIClient { _, _ in throw SignInError.rejected }
}

public enum SignInError: Error { case rejected }

@MainActor
@Observable
public class SignInModel {
  var email: String
  var password: String
  var focus: Field?
  enum Field { case email, password }
  let apiClient: APIClient
  var failures = 0

  public init(email: String = "", password: String = "", apiClient: APIClient = .failing) {
    self.email = email
    self.password = password
    self.apiClient = apiClient
  }

  func signInButtonTapped() async throws {
    do {
      try await self.apiClient.signIn(self.email, self.password)
    } catch {
      self.failures += 1
      self.focus = .email
    }
  }
}
