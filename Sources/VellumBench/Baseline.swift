/// The fair floor: the HTML document of `rows` rows written by hand into bytes, with the same
/// escaping, and no views, state or layout.
enum Baseline {
  static func render(rows: Int) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(rows * 160)
    append("<ul class=\"List\">", to: &out)
    for index in 0..<rows {
      append("<li><div class=\"HStack\"><span class=\"Text\">", to: &out)
      appendEscaped("Row \(index) & <b>", to: &out)
      append("</span><div class=\"Spacer\"></div><button class=\"Button\">", to: &out)
      appendEscaped("Delete", to: &out)
      append("</button></div></li>", to: &out)
    }
    append("</ul>", to: &out)
    return out
  }

  private static func append(_ text: StaticString, to out: inout [UInt8]) {
    text.withUTF8Buffer { out.append(contentsOf: $0) }
  }

  private static func appendEscaped(_ text: String, to out: inout [UInt8]) {
    var text = text
    text.withUTF8 { bytes in
      var start = 0
      for (index, byte) in bytes.enumerated() {
        let entity: StaticString
        switch byte {
        case UInt8(ascii: "&"): entity = "&amp;"
        case UInt8(ascii: "<"): entity = "&lt;"
        case UInt8(ascii: ">"): entity = "&gt;"
        case UInt8(ascii: "\""): entity = "&quot;"
        case UInt8(ascii: "'"): entity = "&#39;"
        default: continue
        }
        out.append(contentsOf: bytes[start..<index])
        append(entity, to: &out)
        start = index + 1
      }
      out.append(contentsOf: bytes[start...])
    }
  }
}
