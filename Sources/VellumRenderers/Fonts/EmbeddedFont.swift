import VellumLayout

/// Inter, the font the point layout measures text with, carried inside what Vellum paints: an
/// SVG image embeds the faces its texts use, an HTML page all four. So a preview shows the same
/// letters at the same widths on every machine, with no network and no font installed.
///
/// Each face is subset to the characters ``FontMetrics`` measures one by one and keeps no
/// kerning or ligatures, so a line is as wide as the sum of its advances: what the layout
/// measured. A `@font-face` rule declares the range of weights its face stands for, the
/// ranges ``FontMetrics/Face`` measures with (ultra light to regular draw regular, black bold).
/// The faces are generated into `EmbeddedFont+Inter<Face>.swift` by `generate-embedded-fonts.py`
/// beside it.
///
/// ```swift
/// EmbeddedFont.fontFaces([.regular, .bold])
/// // @font-face{font-family:Inter;font-weight:1 449;src:url(data:font/woff2;base64,d09G…)…}
/// ```
package enum EmbeddedFont {
  /// The name the faces are declared under.
  package static let family = "Inter"

  /// The `@font-face` rules of `faces`, lightest first.
  package static func fontFaces(_ faces: Set<FontMetrics.Face>) -> String {
    var css = ""
    for face in FontMetrics.Face.allCases where faces.contains(face) {
      css += "@font-face{font-family:\(family);font-style:normal;font-weight:"
      css += "\(face.weights.lowerBound) \(face.weights.upperBound);"
      css += "src:url(data:font/woff2;base64,\(data(of: face))) format(\"woff2\")}"
    }
    return css
  }

  /// The rules of all four faces, for a page whose style sheet may ask for any weight.
  package static let allFaces = fontFaces(Set(FontMetrics.Face.allCases))

  /// The WOFF2 file of `face`, in base64.
  static func data(of face: FontMetrics.Face) -> String {
    switch face {
    case .regular: regular
    case .medium: medium
    case .semibold: semibold
    case .bold: bold
    }
  }
}
