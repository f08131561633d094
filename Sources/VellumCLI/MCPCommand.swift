import Foundation

/// `vellum mcp`: a Model Context Protocol server on standard input and output, through which
/// an agent opens the examples' previews (or `.vellum` files), reads their screens and acts on
/// them (see `MCPServer`).
enum MCPCommand {
  static let usage = """
    usage: vellum mcp [--runner EXECUTABLE]

      --runner EXECUTABLE  the preview runner to start, with --runner as its argument
                           (default: vellum-previews beside this vellum, whose previews
                           are the examples')
    Speaks MCP (JSON-RPC 2.0, a message a line) on standard input and output until
    standard input closes; a view that traps stops the runner, which is started again.
    """

  static func run(_ arguments: [String]) -> Outcome {
    var reader = OptionReader(arguments)
    var runner = RunnerProcess.examplesRunner
    do throws(UsageError) {
      while let argument = reader.next() {
        switch argument {
        case "--help", "-h": return .success(usage + "\n")
        case "--runner": runner = try reader.executable(of: argument)
        default: throw UsageError("unexpected '\(argument)'")
        }
      }
    } catch {
      return .usage(error.message, usage)
    }
    MCPServer(runner: RunnerProcess(executable: runner, arguments: ["--runner"])).serve()
    return .success("")
  }
}
