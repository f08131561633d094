import Foundation
import Testing
import Vellum

/// Values an app passes that reach a style sheet or a document: none may add markup or
/// declarations of its own, and no control character is written raw. Sources: CSS Syntax
/// Level 3, "serialize a string" (controls as hex escapes); the HTML standard's parsing of
/// control characters (C1 controls are parse errors, and a numeric reference to one names a
/// Windows-1252 character); XML 1.0's `Char` production (no C0 control but tab and line
/// breaks, so one would make an SVG image unreadable).
@MainActor
@Suite struct InjectionTests {
  /// The declarations of a CSS declaration list, split at semicolons outside strings, as
  /// `property: value` pairs.
  private func declarations(_ css: String) -> [(property: String, value: String)] {
    var parts: [String] = []
    var current = ""
    var quote: Character?
    var escaped = false
    for character in css {
      if escaped {
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if let open = quote {
        if character == open { quote = nil }
      } else if character == "'" || character == "\"" {
        quote = character
      } else if character == ";" {
        parts.append(current)
        current = ""
        continue
      }
      current.append(character)
    }
    parts.append(current)
    return parts.compactMap { part in
      guard let colon = part.firstIndex(of: ":") else { return nil }
      return (
        String(part[..<colon]).trimmingCharacters(in: .whitespaces),
        String(part[part.index(after: colon)...])
      )
    }
  }

  /// The value of the first `style` attribute in `html`, its character references read.
  private func style(in html: String) -> String? {
    guard let start = html.range(of: "style=\"") else { return nil }
    let rest = html[start.upperBound...]
    guard let end = rest.firstIndex(of: "\"") else { return nil }
    return String(rest[..<end]).replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
  }

  @Test func aFontNameCannotAddDeclarationsToAStyle() throws {
    let name = "a\n;color:red;background:url(https://example.com/x);x:'b\\"
    let html = ViewHost(Text("Hi").font(.custom(name, size: 12))).render(.html)
    let css = try #require(style(in: html))
    let properties = declarations(css).map(\.property)
    #expect(properties.contains("font-size") || properties.contains("font"))
    #expect(!properties.contains("color"))
    #expect(!properties.contains("background"))
    #expect(!properties.contains("x"))
    // The newline is a hex escape inside the family's string, the quote and backslash escaped.
    #expect(css.contains(#"'a\a ;color:red;background:url(https://example.com/x);x:\'b\\'"#))
    #expect(!html.contains("\n;color"))
  }

  @Test func c1ControlsNeverReachTheHTMLRaw() {
    let html = ViewHost(
      VStack {
        Text("a\u{85}b\u{9B}c")
        Button("d\u{80}e") {}
        Text("café\u{A0}ok")
      }
    ).render(.html)
    #expect(html.contains("a\u{FFFD}b\u{FFFD}c"))
    #expect(html.contains("d\u{FFFD}e"))
    // Other characters whose UTF-8 starts with the same byte are kept.
    #expect(html.contains("café\u{A0}ok"))
    #expect(!html.unicodeScalars.contains { (0x80...0x9F).contains($0.value) })
  }

  @Test func anImageDrawsControlsAsTheirPictures() {
    let image = ViewHost(Text("a\u{1}b\u{7F}c\u{85}d")).render(.svg)
    #expect(image.contains(">a\u{2401}b\u{2421}c\u{FFFD}d</text>"))
    #expect(
      !image.unicodeScalars.contains {
        ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
      })
  }

  @Test func aFieldsTextShowsEveryControlAsItsPicture() {
    let text = ViewHost(TextField("Name", text: .constant("a\u{7F}b\nc\u{9B}"))).render(.text)
    #expect(text.contains("a\u{2421}b\u{240A}c\u{FFFD}"))
    #expect(!text.unicodeScalars.contains { $0 == "\u{7F}" || $0 == "\u{9B}" })
  }
}
