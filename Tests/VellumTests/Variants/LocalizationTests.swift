import Foundation
import Testing
import Vellum
import VellumTesting

/// Localized text (issue 19): keys looked up in a String Catalog (with plural variations) and
/// in `.strings` tables, per the variant's locale.
@MainActor
@Suite struct LocalizationTests {
  struct Mailbox: View {
    let count: Int
    let name = "Ada"
    var body: some View {
      VStack {
        Text("Inbox", bundle: .module)
        Text("\(count) messages", bundle: .module)
        Text("Hello, \(name)!", bundle: .module)
        Text("Untranslated", bundle: .module)
      }
    }
  }

  private func text(_ count: Int, _ variant: Variant) -> String {
    ViewHost(Mailbox(count: count), variant: variant).render(.tree)
  }

  @Test func aCatalogTranslatesAndChoosesPluralForms() {
    let arabic = Variant.rightToLeft
    #expect(text(3, arabic).contains("\"البريد الوارد\""))
    #expect(text(0, arabic).contains("\"لا رسائل\""))
    #expect(text(2, arabic).contains("\"رسالتان\""))
    #expect(text(5, arabic).contains("\"5 رسائل\""))
    #expect(text(12, arabic).contains("\"12 رسالة\""))
    #expect(text(3, arabic).contains("\"مرحبا، Ada!\""))
    #expect(text(3, arabic).contains("\"Untranslated\""), "a missing key shows as written")
    #expect(text(1, .light).contains("\"1 message\"") && text(4, .light).contains("\"4 messages\""))
  }

  @Test func stringsTablesTranslateToo() {
    let french = Variant(name: "fr", locale: Locale(identifier: "fr-FR"))
    #expect(text(3, french).contains("\"Boîte de réception\""))
    #expect(text(3, french).contains("\"Bonjour, Ada !\""))
  }
}
