import VellumRenderers

/// A live preview page: the screen's markup in `<main id="vellum-screen">`, the renderer's
/// stylesheet, a bar to switch variants, a place for problems, and the page's script
/// (``LiveScript``), which keeps the screen in step with the host over the page's event stream.
///
/// ```swift
/// LivePageDocument(title: "Recipes", page: "p1", version: 0, variant: [], problem: nil,
///                  screen: html, device: (393, 852)).html
/// ```
struct LivePageDocument {
  /// The preview's name.
  let title: String
  /// The page's id on the server.
  let page: String
  /// The version of the screen the markup shows.
  let version: Double
  /// The names of the variant the page shows.
  let variant: [String]
  /// The problem of the source the screen comes from, if it has one.
  let problem: String?
  /// The screen's markup, placed at the point layout's frames.
  let screen: String
  /// The size of the screen's device in points: the screen's element is that size, and the
  /// markup's frames are measured from its top-leading corner.
  let device: (width: Double, height: Double)

  /// The variants the bar offers, by what they change: each group's first choice is none.
  static let choices: [(label: String, options: [String])] = [
    ("Appearance", ["light", "dark"]),
    ("Text size", ["", "xxxLarge", "accessibility5"]),
    ("Direction", ["", "rtl"]),
    ("Device", ["", "iPhoneSE", "iPhone15", "iPhone15ProMax", "iPadPortrait", "iPadLandscape"]),
  ]

  /// The whole page.
  var html: String {
    var bar = ""
    for (label, options) in Self.choices {
      bar += "<label>\(label) <select data-variant>"
      for option in options {
        let selected =
          variant.contains(option)
          || (option.isEmpty || option == "light")
            && !options.contains(where: { !$0.isEmpty && variant.contains($0) })
        bar +=
          "<option value=\"\(option)\"\(selected ? " selected" : "")>"
          + (option.isEmpty ? "default" : option) + "</option>"
      }
      bar += "</select></label>"
    }
    let escapedTitle = LiveServer.escaped(title)
    return """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8">\
      <meta name="viewport" content="width=device-width, initial-scale=1">\
      <title>\(escapedTitle) — Vellum</title><style>\(Stylesheet.standalone)\(Self.css)</style>\
      <script src="/live.js" defer></script></head>\
      <body data-page="\(LiveServer.escaped(page))" data-version="\(Int(version))">\
      <header class="live-bar"><a href="/">Previews</a> <strong>\(escapedTitle)</strong> \(bar)\
      <span class="live-status"></span></header>\
      <pre class="live-problem"\(problem == nil ? " hidden" : "")>\(LiveServer.escaped(problem ?? ""))</pre>\
      <main id="vellum-screen" class="screen framed" \
      style="width:\(CSS.pixels(device.width));height:\(CSS.pixels(device.height))">\
      \(screen)</main></body></html>

      """
  }

  private static let css =
    ".live-bar{display:flex;gap:1em;align-items:center;flex-wrap:wrap;padding:.5em 1em;"
    + "font:13px system-ui,sans-serif;border-bottom:1px solid #ccc}"
    + ".live-problem{margin:0;padding:.75em 1em;background:#fee;color:#900;"
    + "font:13px ui-monospace,monospace;white-space:pre-wrap}.live-status{color:#888}"
    // The screen scrolls where what it shows is taller than the device: Vellum's lists are
    // as tall as their rows, where iOS's fill the screen and scroll (docs/PlatformLook.md).
    + "#vellum-screen{margin:1em auto;border:1px solid #ccc;border-radius:32px;overflow:auto}"
}
