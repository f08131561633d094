import Testing
import Vellum
import VellumLanguage

/// Colors, gradients and shapes as values, made with SwiftUI's initializers (the `Color`,
/// `Gradient`, `LinearGradient` and `Shape` documentation pages): a wrong one is a located
/// error. (`Grammar/examples/Badges.swift` renders them as compiled Swift does, in
/// `ParityTests`.)
@MainActor
@Suite struct PaintValueTests {
  @Test func aWrongPaintIsALocatedError() throws {
    let cases: [(String, String)] = [
      ("Text(\"a\").background(Color(gray: 0.5))", "'Color' is made with 'white:'"),
      ("Text(\"a\").background(Color.reddish)", "type 'Color' has no member 'reddish'"),
      ("Text(\"a\").background(3)", "expected a Color or a LinearGradient, found Int"),
      ("Text(\"a\").clipShape(Color.red)", "expected a shape such as 'Capsule()', found Color"),
      (
        "Text(\"a\").background(LinearGradient(colors: [1], startPoint: .top, endPoint: .bottom))",
        "expected a Color, found Int"
      ),
    ]
    for (body, message) in cases {
      let program = try Program(
        source: "struct V: View {\n  var body: some View {\n    \(body)\n  }\n}")
      let problems = Checker.check(program)
      #expect(problems.count == 1, "\(body)")
      #expect(problems.first?.message.hasPrefix(message) == true, "\(problems)")
      #expect(problems.first?.location.line == 3)
    }
  }
}
