import Foundation
import Testing
import Vellum
import VellumTesting

/// Localized text (issue 19): keys looked up in a String Catalog (with plural variations and
/// substitutions) and in `.strings` and `.stringsdict` tables, per the variant's locale, by
/// `Text` and `String(localized:)`, with interpolated values formatted in that locale.
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
        Text("\(count) files in \(count - 1) folders", bundle: .module)
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

  @Test func stringsDictionaryRulesChooseEachVariablesForm() {
    let french = Variant(name: "fr", locale: Locale(identifier: "fr-FR"))
    #expect(text(0, french).contains("\"Aucun message\""), "zero is used for 0 in any language")
    #expect(text(1, french).contains("\"1 message\""))
    #expect(text(5, french).contains("\"5 messages\""))
    #expect(text(2, french).contains("\"2 fichiers dans 1 dossier\""))
    #expect(text(4, french).contains("\"4 fichiers dans 3 dossiers\""))
  }

  @Test func catalogSubstitutionsTakeTheirNumberedArguments() {
    #expect(text(3, .rightToLeft).contains("\"3 ملفات في مجلدين\""))
    #expect(text(2, .rightToLeft).contains("\"ملفان في مجلد واحد\""))
    #expect(text(3, .light).contains("\"3 files in 2 folders\""), "no English entry: as written")
  }

  struct Greeting: View {
    let count: Int
    var body: some View {
      VStack {
        Text(String(localized: "\(count) messages", bundle: .module))
        Text(String(localized: "inbox.title", defaultValue: "Inbox", bundle: .module))
      }
    }
  }

  @Test func stringLocalizedUsesTheLanguageOfTheViewBeingEvaluated() {
    let arabic = ViewHost(Greeting(count: 2), variant: .rightToLeft).render(.tree)
    #expect(arabic.contains("\"رسالتان\""))
    #expect(arabic.contains("\"Inbox\""), "a key with no entry shows its default value")
    let french = Locale(identifier: "fr-FR")
    #expect(String(localized: "\(0) messages", bundle: .module, locale: french) == "Aucun message")
    #expect(String(localized: "Inbox", bundle: .module) == "Inbox", "outside a body: English")
    #expect(String(localized: "Hello, \("Ada")!", bundle: .module) == "Hello, Ada!")
  }

  struct Receipt: View {
    var body: some View {
      VStack {
        Text("Total: \(1234.5, format: .number)")
        Text("Due \(Date(timeIntervalSince1970: 0), format: .dateTime.day().month(.wide))")
      }
    }
  }

  @Test func interpolatedFormatsUseTheVariantsLocale() {
    let french = ViewHost(
      Receipt(), variant: Variant(name: "fr", locale: Locale(identifier: "fr-FR")))
    let english = ViewHost(Receipt()).render(.tree)
    #expect(english.contains("\"Total: 1,234.5\"") && english.contains("\"Due January 1\""))
    let text = french.render(.tree)
    #expect(text.contains("Total: 1\u{202F}234,5") || text.contains("Total: 1 234,5"))
    #expect(text.contains("\"Due 1 janvier\""))
  }

  /// A control titled with a literal takes it as a key, as in SwiftUI, whose string-value
  /// forms are disfavored: its Markdown is styled (and it is looked up in string tables),
  /// even when the literal is picked by a condition; a title held in a `String` is shown as
  /// written.
  @Test func controlsTakeLiteralTitlesAsKeysAndStringTitlesVerbatim() {
    let isDone = Bool.random()
    let literal = ViewHost(
      VStack {
        Button("**Save**") {}
        Button(isDone ? "**Undo**" : "**Undo**") {}
        Toggle("**On**", isOn: .constant(true))
        Label("**Star**", systemImage: "star")
      }
    ).render(.tree)
    for title in ["Save", "Undo", "On", "Star"] {
      #expect(literal.contains("\"\(title)\", bold"), "\(title) is styled")
    }
    let title = "**Save**"
    let verbatim = ViewHost(
      VStack {
        Button(title) {}
        Toggle(title, isOn: .constant(true))
      })
    #expect(verbatim.render(.tree).components(separatedBy: "\"**Save**\"").count == 3)
  }

  /// An interpolated integer of any width is kept as its exact number for the string table's
  /// `%lld`, clamped only where it does not fit an `Int`, and shown as its own digits.
  @Test func interpolatedIntegersOfEveryWidthKeepTheirValues() {
    let key: LocalizedStringKey = "\(Int8(-5)) \(UInt8(200)) \(Int.min) \(UInt64.max)"
    #expect(key.key == "%lld %lld %lld %lld")
    #expect(key.arguments == [.integer(-5), .integer(200), .integer(Int.min), .integer(Int.max)])
    #expect(key.text == "-5 200 -9223372036854775808 18446744073709551615")
    let zero: LocalizedStringKey = "\(0)\(-0)\(Int.max)"
    #expect(zero.text == "009223372036854775807" && zero.arguments.count == 3)
  }

  /// An interpolated integer's digits join the Markdown source as they are, after a value whose
  /// Markdown characters were escaped as much as between a literal's markers.
  @Test func interpolatedIntegersJoinTheMarkdownSource() {
    let bold: LocalizedStringKey = "**\(7)**"
    #expect(bold.markdown == "**7**")
    let escaped: LocalizedStringKey = "\("a_b") \(12)"
    #expect(escaped.markdown == "a\\_b 12" && escaped.text == "a_b 12")
    #expect(ViewHost(Text(bold)).render(.tree).contains("Text text: \"7\", bold"))
  }

  /// A key's text is the same whether it stays short enough to be built in place (15 bytes)
  /// or grows past that, a character of several bytes included; Markdown in its literal parts
  /// is found either way, and a value's Markdown characters never style it.
  @Test func keysKeepTheirTextAcrossTheShortLimit() {
    for count in [13, 14, 15, 16, 40] {
      let word = String(repeating: "é", count: count / 2) + (count.isMultiple(of: 2) ? "" : "x")
      let key: LocalizedStringKey = "\(word)\(1)é"
      #expect(key.text == word + "1é")
      #expect(key.markdown == nil)
      let styled: LocalizedStringKey = "**\(word)**\(2)"
      #expect(ViewHost(Text(styled)).render(.tree).contains("Span text: \"\(word)\", bold: true"))
    }
    let value = "*not italic*"
    let plain: LocalizedStringKey = "Note: \(value)"
    #expect(ViewHost(Text(plain)).render(.tree).contains("text: \"Note: *not italic*\"\n"))
    let long: LocalizedStringKey = "A longer literal than fifteen bytes, then \(3) and _more_"
    #expect(long.text == "A longer literal than fifteen bytes, then 3 and _more_")
    #expect(ViewHost(Text(long)).render(.tree).contains("text: \"more\", italic"))
  }

  /// The table key is made from the text when asked: a literal's `%` is doubled, a value's
  /// text (even one with a `%` or a character of several bytes) becomes its specifier, and an
  /// image stays as its placeholder.
  @Test func theTableKeyIsTheLiteralWithASpecifierForEachValue() {
    let share = "50% élan"
    let key: LocalizedStringKey =
      "100% of \(share) — \(Image(systemName: "star")) é \(3) and \(2.5)%"
    #expect(key.key == "100%% of %@ — \u{FFFC} é %lld and %lf%%")
    #expect(key.text == "100% of 50% élan — \u{FFFC} é 3 and 2.5%")
    #expect(key.arguments == [.string("50% élan"), .integer(3), .number(2.5)])
    #expect(key != LocalizedStringKey("100% of 50% élan — \u{FFFC} é 3 and 2.5%"))
    #expect(LocalizedStringKey("Save %d").key == "Save %%d")
    let one: LocalizedStringKey = "\(1)"
    #expect(one == "\(1)" && one != LocalizedStringKey("1"))
  }
}
