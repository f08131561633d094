import Testing

@testable import Vellum

/// `textContentType(_:)` (developer.apple.com/documentation/swiftui/view/textcontenttype(_:)-ufdv)
/// compiles with UIKit's `UITextContentType`, as sign-in forms write it, and the HTML preview's
/// fields carry the matching `autocomplete` token, with `keyboardType`'s `inputmode`, as a
/// browser's autofill expects (issue 60).
@MainActor
@Suite struct TextContentTypeTests {
  @Test func fieldsCarryTheirAutofillTokenAndKeyboard() {
    let html = ViewHost(
      Form {
        TextField("Email", text: .constant("")).textContentType(.emailAddress)
          .keyboardType(.emailAddress)
        SecureField("Password", text: .constant("")).textContentType(.newPassword)
        TextField("Code", text: .constant("")).textContentType(.oneTimeCode)
          .keyboardType(.numberPad)
        TextField("Flight", text: .constant("")).textContentType(.flightNumber)
        TextField("Notes", text: .constant("")).textContentType(nil)
      }
    ).render(.html)
    #expect(
      html.contains(
        #"placeholder="Email" aria-label="Email" autocomplete="email" inputmode="email""#))
    #expect(
      html.contains(#"placeholder="Password" aria-label="Password" autocomplete="new-password""#))
    #expect(
      html.contains(
        #"placeholder="Code" aria-label="Code" autocomplete="one-time-code" inputmode="numeric""#))
    // HTML has no token for a flight number, and `nil` says nothing.
    #expect(!html.contains(#"placeholder="Flight" aria-label="Flight" autocomplete"#))
    #expect(!html.contains(#"placeholder="Notes" aria-label="Notes" autocomplete"#))
  }

  @Test func theTreeRecordsUIKitsName() {
    let tree = ViewHost(TextField("Email", text: .constant("")).textContentType(.username))
      .render(.tree)
    #expect(tree.contains("textContentType: \"username\""))
  }
}
