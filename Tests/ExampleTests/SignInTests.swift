import Testing
import Vellum
import VellumTesting

@testable import SignInExample

@MainActor
@Suite struct SignInTests {
  @Test func theFormAndTheProfileAsTextAndHTML() {
    assertSnapshot(
      of: ViewHost(SignInExample.signIn(model: SignInModel())), as: .text, named: "sign-in")
    assertSnapshot(
      of: ViewHost(SignInExample.signIn(model: SignInModel())), as: .html, named: "sign-in")
    assertSnapshot(
      of: ViewHost(SignInExample.profile(model: ProfileModel())), as: .text, named: "profile")
    assertSnapshot(
      of: ViewHost(SignInExample.profile(model: ProfileModel())), as: .html, named: "profile")
  }

  @Test func aFailedSignInRefocusesTheEmailField() async {
    let model = SignInModel()
    await assertSnapshots(
      of: ViewHost(SignInExample.signIn(model: model)),
      steps: [
        .type("blob@pointfree.co", into: "Email"), .type("hunter2", into: "Password"),
        .tap("Sign in"), .settle,
      ])
    #expect(model.focus == .email)
    #expect(model.failures == 1)
  }

  @Test func theBindingToolsOnTheProfile() async {
    let model = ProfileModel()
    await assertSnapshots(
      of: ViewHost(SignInExample.profile(model: model)),
      steps: [
        .type("Blob", into: "Name"), .type("Blobby", into: "Name"), .tap("Add nickname"),
        .type("B", into: "Nickname"), .toggle("Show help"), .tap("Edit bio"),
        .type("Hello", into: "Bio"), .dismiss, .tap("Remove nickname"),
      ])
    #expect(model.saves == 1)
    #expect(model.nickname == nil)
    #expect(model.bioDraft == nil)
  }
}
