extension SymbolPath {
  /// `path` scaled by `scale` about the square's origin and then moved by (`dx`, `dy`): each
  /// absolute point is mapped, each relative step and arc radius scaled, so a drawing can be
  /// made smaller to leave room for a badge, or repeated beside itself.
  ///
  /// ```swift
  /// SymbolPath.transformed("M4 4h16", scale: 0.5, dx: 1, dy: 2)   // "M3 4h8"
  /// ```
  static func transformed(_ path: String, scale: Double, dx: Double, dy: Double) -> String {
    var output = ""
    for (command, numbers) in commands(in: path) {
      output.append(command)
      let values = numbers.enumerated().map { index, value in
        mapped(value, at: index, of: command, scale: scale, dx: dx, dy: dy)
      }
      output += values.map(n).joined(separator: " ")
    }
    return output
  }

  /// Each command letter of `path` with the numbers that follow it.
  private static func commands(in path: String) -> [(Character, [Double])] {
    var commands: [(Character, [Double])] = []
    var number = ""
    func flush() {
      if let value = Double(number), !commands.isEmpty {
        commands[commands.count - 1].1.append(value)
      }
      number = ""
    }
    for character in path {
      if character.isLetter {
        flush()
        commands.append((character, []))
      } else if character == "-" {
        flush()
        number = "-"
      } else if character == "." && number.contains(".") {
        flush()
        number = "."
      } else if character == " " || character == "," {
        flush()
      } else {
        number.append(character)
      }
    }
    flush()
    return commands
  }

  /// The number at `index` of `command`'s arguments, transformed as that argument is: an
  /// absolute x or y is scaled and moved, a relative one or a radius scaled, an arc's rotation
  /// and flags kept.
  private static func mapped(
    _ value: Double, at index: Int, of command: Character, scale: Double, dx: Double, dy: Double
  ) -> Double {
    let isAbsolute = command.isUppercase
    switch command.uppercased() {
    case "H": return isAbsolute ? value * scale + dx : value * scale
    case "V": return isAbsolute ? value * scale + dy : value * scale
    case "A":
      switch index % 7 {
      case 2, 3, 4: return value
      case 5: return isAbsolute ? value * scale + dx : value * scale
      case 6: return isAbsolute ? value * scale + dy : value * scale
      default: return value * scale
      }
    default:
      guard isAbsolute else { return value * scale }
      return value * scale + (index % 2 == 0 ? dx : dy)
    }
  }
}
