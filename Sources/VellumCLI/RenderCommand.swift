import Vellum
import VellumLanguage
import VellumRunner

/// `vellum render`: one view of a file (or of files read together, as Swift compiles a module's
/// files), after interactions, as text, HTML or the node tree.
enum RenderCommand {
  static let usage = """
    usage: vellum render FILE... [--root NAME] [--format text|html|page|tree] [--width N]
                                 [--tap LABEL]... [--type LABEL=TEXT]... [--toggle LABEL]...

    The files are read together, as Swift compiles the files of a module: each may use and
    extend what the others declare.

      --root NAME      the view to render (default: the first file's first view)
      --format F       text (default), html (a fragment), page (a whole HTML page) or tree
      --width N        the text width in cells (default 40)
      --tap LABEL      tap the button or link with this label
      --type L=TEXT    type TEXT into the field labelled L
      --toggle LABEL   flip the toggle with this label
    Interactions run in the order given; the rendering goes to standard output.
    """

  /// One interaction, as given on the command line.
  private enum Interaction {
    case tap(String)
    case type(String, into: String)
    case toggle(String)
  }

  @MainActor
  static func run(_ arguments: [String]) -> Outcome {
    var reader = OptionReader(arguments)
    var files: [String] = []
    var root: String?
    var format = "text"
    var width = 40
    var interactions: [Interaction] = []
    do throws(UsageError) {
      while let argument = reader.next() {
        switch argument {
        case "--help", "-h": return .success(usage + "\n")
        case "--root": root = try reader.value(of: argument, "a view name")
        case "--format":
          format = try reader.value(of: argument, "text, html, page or tree")
          guard ["text", "html", "page", "tree"].contains(format) else {
            throw UsageError("unknown format '\(format)'; use text, html, page or tree")
          }
        case "--width": width = try reader.width(of: argument)
        case "--tap": interactions.append(.tap(try reader.value(of: argument, "a label")))
        case "--toggle": interactions.append(.toggle(try reader.value(of: argument, "a label")))
        case "--type":
          let value = try reader.value(of: argument, "LABEL=TEXT")
          guard let equals = value.firstIndex(of: "=") else {
            throw UsageError("--type needs LABEL=TEXT, not '\(value)'")
          }
          interactions.append(
            .type(String(value[value.index(after: equals)...]), into: String(value[..<equals])))
        default:
          guard !argument.hasPrefix("-") else { throw UsageError("unexpected '\(argument)'") }
          files.append(argument)
        }
      }
      guard !files.isEmpty else { throw UsageError("render needs a FILE") }
    } catch {
      return .usage(error.message, usage)
    }
    let program: Program
    switch SourceFiles.program(at: files) {
    case .success(let parsed): program = parsed
    case .failure(let error): return .failure(error.description + "\n")
    }
    let host: ViewHost
    do throws(Diagnostic) {
      host = ViewHost(try program.view(named: root ?? program.viewNames(inFile: 0).first))
    } catch {
      return .failure(
        Diagnostics(diagnostics: [error], sources: program.sources).description + "\n")
    }
    for interaction in interactions {
      do {
        switch interaction {
        case .tap(let label): try host.tap(label)
        case .type(let text, let label): try host.type(text, into: label)
        case .toggle(let label): try host.toggle(label)
        }
      } catch {
        return .failure("vellum: \(error)\n", output: "")
      }
    }
    let rendering =
      switch format {
      case "html": host.render(.html)
      case "page": host.render(.htmlPage(title: root ?? program.viewNames.first ?? "Vellum"))
      case "tree": host.render(.tree)
      default: host.render(.text(width: width))
      }
    let problems = program.runtimeDiagnostics
    let output = rendering.hasSuffix("\n") ? rendering : rendering + "\n"
    guard problems.isEmpty else {
      let report = Diagnostics(diagnostics: problems, sources: program.sources)
      return .failure(report.description + "\n", output: output)
    }
    return .success(output)
  }
}
