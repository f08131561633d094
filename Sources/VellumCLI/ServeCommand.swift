import Foundation

/// `vellum serve`: the preview gallery as live pages in a browser (see `LiveServer`).
enum ServeCommand {
  static let usage = """
    usage: vellum serve [FILE...] [--package DIR [--target NAME]] [--port N] [--host ADDRESS]
                        [--runner EXECUTABLE]

    Serves live previews at http://127.0.0.1:PORT/ and prints the address: the examples'
    previews (from the runner), or the views of the files given (Swift files of views, read
    by Vellum's interpreter as `vellum render` reads them: no build). A click, a tap,
    typing, toggling, sliding, picking, swiping, going back and dismissing on a page drive
    the screen behind it, and the page follows the screen's patches. An edited file updates
    its open pages in place, each view keeping its @State where the edit left its identity;
    a file that stops compiling shows its problems on its pages and keeps the last screen.

      --package DIR        serve the PreviewProviders of the Swift package in DIR (its
                           library targets'): a preview runner linking them is built into
                           DIR/.build/vellum-preview-runner, and built again when a source
                           changes; open pages move to the new build, their interactions
                           replayed; a build error shows on them, the last screen kept
      --target NAME        only the providers of the package's target NAME
      --port N             the port (default 0: one the system chooses)
      --host ADDRESS       the numeric address to listen on (default 127.0.0.1; the server
                           answers only requests whose Host is that address or localhost)
      --runner EXECUTABLE  the preview runner (default: vellum-previews beside this vellum)

    Ctrl-C (SIGINT) or SIGTERM stops it.
    """

  @MainActor
  static func run(_ arguments: [String]) -> Outcome {
    var reader = OptionReader(arguments)
    var runner = RunnerProcess.examplesRunner
    var port: UInt16 = 0
    var host = "127.0.0.1"
    var files: [String] = []
    var package: String?
    var target: String?
    do throws(UsageError) {
      while let argument = reader.next() {
        switch argument {
        case "--help", "-h": return .success(usage + "\n")
        case "--runner": runner = try reader.executable(of: argument)
        case "--host": host = try reader.value(of: argument, "a numeric IP address")
        case "--package": package = try reader.value(of: argument, "a package's folder")
        case "--target": target = try reader.value(of: argument, "a target's name")
        case "--port":
          let text = try reader.value(of: argument, "a port number")
          guard let number = UInt16(text) else {
            throw UsageError("--port takes a number from 0 to 65535, not '\(text)'")
          }
          port = number
        default:
          guard !argument.hasPrefix("-") else { throw UsageError("unknown option '\(argument)'") }
          guard FileManager.default.fileExists(atPath: argument) else {
            throw UsageError("no file '\(argument)'")
          }
          files.append(argument)
        }
      }
      guard package == nil || files.isEmpty else {
        throw UsageError("serve shows either files or a --package, not both")
      }
      guard target == nil || package != nil else { throw UsageError("--target needs --package") }
    } catch {
      return .usage(error.message, usage)
    }
    var follower: PackageFollower?
    if let package {
      do throws(ServeError) {
        let build = try RunnerBuild.first(of: package, target: target)
        runner = build.executable
        follower = PackageFollower(build: build.build)
      } catch {
        return .failure("vellum serve: \(error)\n")
      }
    }
    let server: HTTPServer
    do throws(ServeError) {
      server = try HTTPServer(host: host, port: port)
    } catch {
      return .failure("vellum serve: \(error)\n")
    }
    let live = LiveServer(
      runner: RunnerProcess(executable: runner, arguments: ["--runner"]), files: files,
      host: host, port: server.port)
    live.follower = follower
    live.isWatched = { page in server.hasStream(topic: page) }
    live.log = { line in FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
    live.broadcast = { event, data, page in
      server.broadcast(event: event, data: data.serialized, topic: page)
    }
    let shown = host.contains(":") ? "[\(host)]" : host
    FileHandle.standardOutput.write(Data("serving http://\(shown):\(server.port)/\n".utf8))
    // Files are looked at every 50 ms, so an edit lands well within a person's notice.
    server.run(every: files.isEmpty ? 0.25 : 0.05, handle: live.handle, tick: live.tick)
    return .success("")
  }
}
