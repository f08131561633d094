import Foundation
import Observation
import Vellum

/// The state every fuzzed screen binds its controls to, so interactions have something to change.
@Observable
final class FuzzModel {
  var flags = [false, true, false, true]
  var texts = ["", "a", "b"]
  var numbers = [0.0, 0.5, 1.0]
  var counts = [0, 1, 2]
  var items = [0, 1, 2]
  var nextItem = 3
}

/// A random screen: a tree of views and modifiers, with extreme and non-finite numbers and hostile
/// strings, drawn from a seeded generator so every case can be rebuilt from its seed.
indirect enum FuzzSpec {
  case text(String)
  case image(String)
  case button(String, action: Int)
  case toggle(String, flag: Int)
  case field(String, text: Int)
  case slider(String, number: Int)
  case stepper(String, count: Int)
  case spacer(Double)
  case divider
  case label(String, String)
  case container(Container, Double, [FuzzSpec])
  case rows(FuzzSpec)
  case conditional(flag: Int, FuzzSpec, FuzzSpec)
  case modified(FuzzSpec, FuzzModifier)

  enum Container: CaseIterable {
    case vStack, hStack, zStack, list, form, section, group, scroll, navigation
  }

  /// Strings that have broken text layout, escaping or matching before.
  static let hostileStrings = [
    "", " ", "Save", "a\tb\t\tc", "one\r\ntwo\rthree", "nul\u{0}del\u{7F}esc\u{1B}",
    "<script>alert('x')</script> & \"quotes\"", "नमस्ते क्षि", "مرحبا بالعالم", "🇰🇷👨‍👩‍👧 🎉",
    "e\u{301}\u{301}\u{301}", "zero\u{200B}width\u{FEFF}", "김치 漢字 かな",
    String(repeating: "long ", count: 300), "   spaced   out   ", "\n\n", "#1", "[id: 3]",
  ]

  /// Numbers that have trapped layout and rendering before.
  static let extremeNumbers: [Double] = [
    0, 1, 8, -1, -8, 0.5, 1e-300, 1e9, 1e30, -1e30, .infinity, -.infinity, .nan, 100_000,
  ]

  static let symbols = ["star", "heart.fill", "gear", "no.such.symbol", "", "a/b<c>"]

  /// A random tree at most `depth` levels deep.
  static func random(depth: Int, using random: inout SeededGenerator) -> FuzzSpec {
    func string() -> String { hostileStrings.randomElement(using: &random)! }
    func number() -> Double { extremeNumbers.randomElement(using: &random)! }
    func index() -> Int { Int.random(in: 0..<3, using: &random) }
    let leafKinds = 10
    let kind = Int.random(in: 0..<(depth > 0 ? leafKinds + 5 : leafKinds), using: &random)
    switch kind {
    case 0: return .text(string())
    case 1: return .image(symbols.randomElement(using: &random)!)
    case 2: return .button(string(), action: Int.random(in: 0..<6, using: &random))
    case 3: return .toggle(string(), flag: index())
    case 4: return .field(string(), text: index())
    case 5: return .slider(string(), number: index())
    case 6: return .stepper(string(), count: index())
    case 7: return .spacer(number())
    case 8: return Bool.random(using: &random) ? .divider : .label(string(), symbols[0])
    case 9: return .text(string())
    case 10, 11:
      let count = Int.random(in: 0...4, using: &random)
      return .container(
        Container.allCases.randomElement(using: &random)!, number(),
        (0..<count).map { _ in FuzzSpec.random(depth: depth - 1, using: &random) })
    case 12:
      return .rows(FuzzSpec.random(depth: depth - 1, using: &random))
    case 13:
      return .conditional(
        flag: index(), FuzzSpec.random(depth: depth - 1, using: &random),
        FuzzSpec.random(depth: depth - 1, using: &random))
    default:
      return .modified(
        FuzzSpec.random(depth: depth - 1, using: &random),
        FuzzModifier.random(depth: depth - 1, using: &random))
    }
  }

  /// The labels of the controls of this tree, by kind, for choosing interactions.
  func controls(into found: inout [(kind: Int, label: String)]) {
    switch self {
    case .button(let label, _): found.append((0, label))
    case .toggle(let label, _): found.append((1, label))
    case .field(let label, _): found.append((2, label))
    case .slider(let label, _): found.append((3, label))
    case .stepper(let label, _): found.append((4, label))
    case .container(_, _, let children): for child in children { child.controls(into: &found) }
    case .rows(let row): row.controls(into: &found)
    case .conditional(_, let yes, let no):
      yes.controls(into: &found)
      no.controls(into: &found)
    case .modified(let content, let modifier):
      content.controls(into: &found)
      modifier.controls(into: &found)
    case .text, .image, .spacer, .divider, .label: break
    }
  }
}

/// A random modifier with extreme values.
enum FuzzModifier {
  case padding(Double)
  case frame(Double, Double)
  case flexibleFrame(Double)
  case opacity(Double)
  case bold
  case font
  case foreground
  case background(FuzzSpec)
  case overlay(FuzzSpec)
  case border(Double)
  case hidden
  case disabled(flag: Int)
  case sheet(flag: Int, FuzzSpec)
  case alert(String, flag: Int)
  case toolbar(FuzzSpec)
  case navigationTitle(String)
  case id(Int)

  static func random(depth: Int, using random: inout SeededGenerator) -> FuzzModifier {
    func number() -> Double { FuzzSpec.extremeNumbers.randomElement(using: &random)! }
    func index() -> Int { Int.random(in: 0..<3, using: &random) }
    func content() -> FuzzSpec { FuzzSpec.random(depth: max(0, depth - 1), using: &random) }
    switch Int.random(in: 0..<17, using: &random) {
    case 0: return .padding(number())
    case 1: return .frame(number(), number())
    case 2: return .flexibleFrame(number())
    case 3: return .opacity(number())
    case 4: return .bold
    case 5: return .font
    case 6: return .foreground
    case 7: return .background(content())
    case 8: return .overlay(content())
    case 9: return .border(number())
    case 10: return .hidden
    case 11: return .disabled(flag: index())
    case 12: return .sheet(flag: index(), content())
    case 13: return .alert(FuzzSpec.hostileStrings.randomElement(using: &random)!, flag: index())
    case 14: return .toolbar(content())
    case 15: return .navigationTitle(FuzzSpec.hostileStrings.randomElement(using: &random)!)
    default: return .id(index())
    }
  }

  func controls(into found: inout [(kind: Int, label: String)]) {
    switch self {
    case .background(let spec), .overlay(let spec), .sheet(_, let spec), .toolbar(let spec):
      spec.controls(into: &found)
    case .alert: found.append((0, "OK"))
    default: break
    }
  }
}
