/// Swift's conditional compilation blocks (`#if`, `#elseif`, `#else`, `#endif`), applied to a
/// file's tokens before it is parsed: the tokens of the branches that do not hold are dropped,
/// wherever the block stands (around declarations, statements or a modifier in a chain).
///
/// Conditions hold as they do when the same file is compiled on this machine, so an
/// interpreted file renders as the compiled one does: `os(…)` and `arch(…)` name this
/// machine's, `canImport(…)` holds for the modules a Vellum app can import (Vellum, its
/// SwiftUI, Combine and other shims, Foundation, Observation, Dispatch), `DEBUG` holds in a
/// debug build, and `targetEnvironment(…)` holds for none. `!`, `&&`, `||` and parentheses
/// combine them; any other condition is a located error.
///
/// ```swift
/// var lexer = Lexer(source)
/// let (tokens, problems) = ConditionalCompilation.activeTokens(lexer.tokenize())
/// ```
package enum ConditionalCompilation {
  /// This machine's operating system, as `os(…)` names it.
  static let operatingSystem: String = {
    #if os(Linux)
      "Linux"
    #elseif os(macOS)
      "macOS"
    #elseif os(Windows)
      "Windows"
    #else
      "unknown"
    #endif
  }()

  /// This machine's architecture, as `arch(…)` names it.
  static let architecture: String = {
    #if arch(x86_64)
      "x86_64"
    #elseif arch(arm64)
      "arm64"
    #else
      "unknown"
    #endif
  }()

  /// Whether this is a debug build, as `DEBUG` says.
  static let isDebug: Bool = {
    #if DEBUG
      true
    #else
      false
    #endif
  }()

  /// The modules `canImport(…)` finds.
  static let importableModules: Set<String> = [
    "Vellum", "SwiftUI", "Combine", "CoreData", "Accessibility", "UniformTypeIdentifiers",
    "Foundation", "Observation", "Dispatch", "Swift",
  ]

  /// One open `#if` block: whether the branch being read is kept, whether an earlier branch
  /// was, and whether the block itself is inside a kept branch.
  private struct Block {
    var isActive: Bool
    var wasTaken: Bool
    let isInActiveBranch: Bool
    let location: SourceLocation
  }

  /// `tokens` without the directives and the branches that do not hold, and the problems met
  /// (a condition not understood, an `#else` or `#endif` without its `#if`, an `#if` never
  /// closed).
  package static func activeTokens(_ tokens: [Token]) -> (
    tokens: [Token], diagnostics: [Diagnostic]
  ) {
    var kept: [Token] = []
    var blocks: [Block] = []
    var diagnostics: [Diagnostic] = []
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      guard token.kind == .symbol("#"), index + 1 < tokens.count,
        let directive = tokens[index + 1].label,
        ["if", "elseif", "else", "endif"].contains(directive)
      else {
        if blocks.last?.isActive ?? true || token.kind == .end { kept.append(token) }
        index += 1
        continue
      }
      // The condition is the rest of the directive's line.
      var end = index + 2
      while end < tokens.count, tokens[end].kind != .end,
        tokens[end].location.line == token.location.line
      {
        end += 1
      }
      let condition = Array(tokens[(index + 2)..<end])
      index = end
      if let problem = apply(directive, condition, at: token.location, to: &blocks) {
        diagnostics.append(problem)
      }
    }
    for block in blocks {
      diagnostics.append(Diagnostic(message: "'#if' without '#endif'", location: block.location))
    }
    return (kept, diagnostics)
  }

  /// Applies one directive to the open blocks; returns its problem, if it has one. A condition
  /// not understood does not hold, so its block still pairs with its `#endif`.
  private static func apply(
    _ directive: String, _ condition: [Token], at location: SourceLocation,
    to blocks: inout [Block]
  ) -> Diagnostic? {
    var problem: Diagnostic?
    func holds() -> Bool {
      do throws(Diagnostic) {
        return try evaluate(condition, at: location)
      } catch {
        problem = error
        return false
      }
    }
    if directive == "if" {
      let holds = holds()
      let outer = blocks.last?.isActive ?? true
      blocks.append(
        Block(
          isActive: outer && holds, wasTaken: holds, isInActiveBranch: outer, location: location))
      return problem
    }
    guard var block = blocks.popLast() else {
      return Diagnostic(message: "'#\(directive)' without '#if'", location: location)
    }
    switch directive {
    case "elseif":
      let holds = holds()
      block.isActive = block.isInActiveBranch && !block.wasTaken && holds
      block.wasTaken = block.wasTaken || holds
      blocks.append(block)
    case "else":
      if !condition.isEmpty {
        problem = Diagnostic(message: "'#else' takes no condition", location: location)
      }
      block.isActive = block.isInActiveBranch && !block.wasTaken
      block.wasTaken = true
      blocks.append(block)
    default:
      break
    }
    return problem
  }

  /// Whether `condition` holds.
  private static func evaluate(_ condition: [Token], at location: SourceLocation)
    throws(Diagnostic) -> Bool
  {
    var reader = ConditionReader(tokens: condition, location: location)
    let holds = try reader.disjunction()
    guard reader.isAtEnd else {
      throw Diagnostic(
        message: "unexpected \(reader.current?.described ?? "end") in a '#if' condition",
        location: reader.current?.location ?? location)
    }
    return holds
  }
}
