import Foundation
import Testing

/// The suite's foreign runs (`.ci/run` runs it again under `TZ=Asia/Tokyo LANG=de_DE.UTF-8` and
/// `TZ=America/St_Johns LANG=ar_SA.UTF-8`, with `VELLUM_EXPECTED_SETTINGS` naming them) are
/// under the settings they name, so byte-identical snapshots there mean renderings do not
/// depend on the machine (issue 61). The time zone is `TimeZone.current`. The locale is
/// checked where `LANG` takes effect on Linux, the C library (`newlocale`): Foundation's
/// `Locale.current` stays `en_001` there whatever `LANG` says (swift-foundation issue 717).
@Suite struct MachineSettingsTests {
  private static let expected = ProcessInfo.processInfo.environment["VELLUM_EXPECTED_SETTINGS"]

  @Test(.enabled(if: expected != nil, "only in the suite's runs under foreign settings"))
  func theMachineIsUnderTheSettingsTheRunNames() throws {
    let parts = try #require(Self.expected?.split(separator: " ").map(String.init))
    try #require(parts.count == 2, "VELLUM_EXPECTED_SETTINGS is \"ZONE LOCALE\"")
    #expect(TimeZone.current.identifier == parts[0])
    let environment = ProcessInfo.processInfo.environment
    #expect(environment["LC_ALL"] ?? environment["LANG"] == parts[1])
    // Made apart from the process's locale, which other tests' threads share.
    let locale = newlocale(1 << LC_CTYPE | 1 << LC_TIME | 1 << LC_NUMERIC, "", nil)
    defer { if let locale { freelocale(locale) } }
    #expect(locale != nil, "the C library cannot make the locale \(parts[1]): is it installed?")
  }
}
