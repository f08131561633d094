import Testing
import Vellum
import VellumLanguage

/// Custom shapes: a struct conforming to `Shape` whose `path(in:)` SwiftUI calls with the
/// rectangle the layout gives the shape ("Shape", developer.apple.com/documentation/swiftui/shape;
/// "Drawing paths and shapes" in Apple's SwiftUI tutorials). The geometry it computes with
/// (`CGPoint`, `CGRect`, `Angle`, `Path`) means what Foundation's and SwiftUI's does; a mistake
/// in the drawing code is a located error, and the shape then draws nothing.
/// (`Grammar/tutorials/BadgeMaker.swift` draws as compiled Swift does, in `ParityTests`.)
@MainActor
@Suite struct InterpretedShapeTests {
  private func program(shape: String, body: String) throws -> Program {
    try Program(
      source: """
        struct Mark: Shape {
        \(shape)
        }
        struct V: View {
          var body: some View {
            \(body)
          }
        }
        """)
  }

  @Test func aShapeIsDrawnInTheRectangleItsFrameGives() throws {
    let program = try program(
      shape: """
          func path(in rect: CGRect) -> Path {
            Path { path in
              path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
              path.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
              path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
              path.closeSubpath()
            }
          }
        """,
      body: "Mark().fill(.red).frame(width: 40, height: 20)")
    #expect(Checker.check(program) == [])
    let html = ViewHost(try program.view()).render(.html)
    #expect(html.contains("viewBox=\"0 0 40 20\""))
    #expect(html.contains("d=\"M0 20L20 0L40 20Z\""))
    #expect(program.runtimeDiagnostics == [])
  }

  @Test func geometryValuesReadAsFoundationsDo() throws {
    let program = try Program(
      source: """
        struct V: View {
          let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
          let turn: Angle = .degrees(90) + Angle(radians: .pi / 2)
          var body: some View {
            Text("\\(rect.midX) \\(rect.maxY) \\(rect.insetBy(dx: 5, dy: 5).width)")
            Text("\\(turn.degrees) \\(CGSize.zero.width) \\(Double.pi > 3)")
          }
        }
        """)
    #expect(Checker.check(program) == [])
    let text = ViewHost(try program.view()).render(.text)
    #expect(text.contains("25.0 60.0 20.0"))
    #expect(text.contains("180.0 0.0 true"))
  }

  @Test func aMistakeInDrawingCodeIsALocatedError() throws {
    let cases: [(shape: String, message: String, line: Int)] = [
      (
        "  func path(in rect: CGRect) -> Path {\n    var path = Path()\n"
          + "    path.addCircle(in: rect)\n    return path\n  }",
        "value of type 'Path' has no mutating method 'addCircle'", 4
      ),
      (
        "  func path(in rect: CGRect) -> Path {\n    Path { path in\n"
          + "      path.move(to: rect.width)\n    }\n  }",
        "expected a CGPoint, found Double", 4
      ),
      (
        "  func path(in rect: CGRect) -> Path {\n    Path(rect.center)\n  }",
        "value of type 'CGRect' has no member 'center'", 3
      ),
    ]
    for (shape, message, line) in cases {
      let program = try program(shape: shape, body: "Mark().frame(width: 10, height: 10)")
      let problems = Checker.check(program)
      #expect(problems.first?.message.hasPrefix(message) == true, "\(problems)")
      #expect(problems.first?.location.line == line, "\(problems)")
      // Run anyway, the shape draws nothing and the problem is kept, located.
      let html = ViewHost(try program.view()).render(.html)
      #expect(html.contains("<path d=\"\""), "\(html)")
      #expect(program.runtimeDiagnostics.first?.message.hasPrefix(message) == true)
    }
  }

  /// Drawing code that divides by zero or sweeps without end draws what it computed; it
  /// never stops the program.
  @Test func infiniteAndHugeGeometryDrawsWithoutTrapping() throws {
    let program = try program(
      shape: """
          func path(in rect: CGRect) -> Path {
            var path = Path()
            path.move(to: CGPoint(x: rect.width / 0, y: 1e300))
            path.addRelativeArc(center: .zero, radius: 5, startAngle: .zero, delta: .radians(1e15))
            return path
          }
        """,
      body: "Mark().frame(width: 10, height: 10).rotationEffect(.degrees(1e308 * 10))")
    #expect(Checker.check(program) == [])
    let html = ViewHost(try program.view()).render(.html)
    #expect(html.contains("d=\"Minf 1e+300L5 0C"))
    #expect(program.runtimeDiagnostics == [])
  }
}
