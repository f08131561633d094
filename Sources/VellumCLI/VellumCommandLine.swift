/// The `vellum` command line, as a function from arguments to an outcome, so it can be tested
/// without starting a process.
///
/// ```swift
/// let outcome = await VellumCommandLine.run(["render", "counter.vellum", "--tap", "+"])
/// print(outcome.output)
/// ```
public enum VellumCommandLine {
  static let usage = """
    usage: vellum COMMAND [OPTIONS]

      render FILE ...           render a view of a .vellum file (text, html, page or tree)
      check FILE...             report the problems of .vellum files
      preview FILE... --output DIR [--watch]
                                write a preview gallery of the files' views, and with
                                --watch keep it up to date as the files change
      snapshots --check         list snapshot references no test uses
      serve [FILE...]           serve live previews to a browser: pages that drive the
                                screens behind them and follow edits to the files
      mcp                       serve the examples' screens to an AI agent over the
                                Model Context Protocol (standard input and output)
      explore [FILE...]         walk every screen reachable from each preview, report what
                                is wrong on the way, and write a clickable prototype

    `vellum COMMAND --help` describes each command.
    """

  /// Runs the command `arguments` name (without the program name).
  @MainActor
  public static func run(_ arguments: [String]) async -> Outcome {
    guard let command = arguments.first else { return .usage("say which command to run", usage) }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "render": return RenderCommand.run(rest)
    case "check": return CheckCommand.run(rest)
    case "preview": return await PreviewCommand.run(rest)
    case "snapshots": return SnapshotsCommand.run(rest)
    case "serve": return ServeCommand.run(rest)
    case "mcp": return MCPCommand.run(rest)
    case "explore": return await ExploreCommand.run(rest)
    case "--help", "-h", "help": return .success(usage + "\n")
    default: return .usage("unknown command '\(command)'", usage)
    }
  }
}
