import Dispatch
import Foundation
import VellumHotPaths

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small HTTP/1.1 server on the platform's sockets, for `vellum serve`: one thread, one
/// `poll` loop, keep-alive connections, event streams that stay open, and bounds on everything
/// a client controls — request size (``HTTPRequest/Limits``), connection count, time to send a
/// request, output a slow reader lets pile up. SIGINT and SIGTERM end
/// ``run(every:handle:tick:)``,
/// which closes every connection before it returns.
///
/// ```swift
/// let server = try HTTPServer(host: "127.0.0.1", port: 0)
/// print(server.port)
/// server.run(every: 0.25, handle: { request in .response(HTTPResponse(status: 404, text: "none")) },
///            tick: {})
/// ```
@MainActor
final class HTTPServer {
  /// What the server does with a request.
  enum Reply {
    /// Answers it.
    case response(HTTPResponse)
    /// Keeps the connection open as a stream of server-sent events under `topic`, starting
    /// with `first` (already framed as events).
    case eventStream(topic: String, first: String)
  }

  /// The bounds the server keeps connections within.
  struct Bounds {
    /// The most connections open at once; more are answered 503 and closed.
    var connections = 64
    /// Seconds a client has to send a whole request once it started one.
    var requestTimeout: Double = 10
    /// Seconds an idle keep-alive connection stays open.
    var idleTimeout: Double = 60
    /// Seconds between the comments that keep an event stream open through proxies.
    var heartbeat: Double = 15
    /// The most bytes waiting to be sent to one client; a reader that slow is dropped.
    var pendingOutput = 4 * 1024 * 1024
  }

  /// The port the server listens on.
  let port: UInt16
  private let listener: Int32
  private let bounds: Bounds
  private let limits: HTTPRequest.Limits
  private var connections: [Int32: Connection] = [:]
  /// A pipe the signal handlers write to, so `poll` wakes and the loop ends.
  private let wake: (read: Int32, write: Int32)
  private var signalSources: [any DispatchSourceSignal] = []

  /// Listens on `host` (a numeric address) at `port` (0: one the system chooses).
  init(
    host: String, port: UInt16, bounds: Bounds = Bounds(),
    limits: HTTPRequest.Limits = HTTPRequest.Limits()
  ) throws(ServeError) {
    guard let address = SocketAddress(host: host, port: port) else {
      throw ServeError("\(host) is not a numeric IP address (such as 127.0.0.1 or ::1)")
    }
    signal(SIGPIPE, SIG_IGN)
    let listener = socket(address.family, Self.streamType, 0)
    guard listener >= 0 else { throw ServeError("no socket: \(String(cString: strerror(errno)))") }
    var yes: Int32 = 1
    setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    let failure = address.bind(listener)
    guard failure == 0, listen(listener, 64) == 0,
      let bound = SocketAddress.port(of: listener)
    else {
      close(listener)
      throw ServeError(
        "cannot listen on \(host) port \(port): \(String(cString: strerror(failure == 0 ? errno : failure)))"
      )
    }
    Self.makeNonBlocking(listener)
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else {
      close(listener)
      throw ServeError("no pipe: \(String(cString: strerror(errno)))")
    }
    Self.makeNonBlocking(ends[0])
    self.listener = listener
    self.port = bound
    self.bounds = bounds
    self.limits = limits
    wake = (ends[0], ends[1])
  }

  isolated deinit {
    for fd in connections.keys { close(fd) }
    close(listener)
    close(wake.read)
    close(wake.write)
  }

  /// Serves until SIGINT or SIGTERM (or ``stop()``): `handle` answers each request, `tick`
  /// runs at least every `interval` seconds (to follow files).
  func run(every interval: Double = 0.25, handle: (HTTPRequest) -> Reply, tick: () -> Void) {
    let writeEnd = wake.write
    for number in [SIGINT, SIGTERM] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { @Sendable in Self.signalStop(writeEnd) }
      source.resume()
      signalSources.append(source)
    }
    defer {
      for source in signalSources { source.cancel() }
      signalSources.removeAll()
      for fd in Array(connections.keys) { drop(fd) }
    }
    var lastHeartbeat = Date()
    while true {
      var descriptors = [
        pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0),
        pollfd(
          fd: listener, events: connections.count < bounds.connections + 1 ? Int16(POLLIN) : 0,
          revents: 0),
      ]
      for (fd, connection) in connections {
        var events = Int16(POLLIN)
        if !connection.output.isEmpty { events |= Int16(POLLOUT) }
        descriptors.append(pollfd(fd: fd, events: events, revents: 0))
      }
      _ = poll(&descriptors, nfds_t(descriptors.count), Int32(interval * 1000))
      if descriptors[0].revents != 0 { return }
      if descriptors[1].revents != 0 { accept() }
      for descriptor in descriptors.dropFirst(2) where descriptor.revents != 0 {
        guard let connection = connections[descriptor.fd] else { continue }
        if descriptor.revents & Int16(POLLOUT) != 0 { flush(connection) }
        if descriptor.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
          receive(connection, handle: handle)
        }
      }
      expire()
      if Date().timeIntervalSince(lastHeartbeat) >= bounds.heartbeat {
        lastHeartbeat = Date()
        for connection in connections.values where connection.topic != nil {
          queue(Array(": keep-alive\n\n".utf8), on: connection)
        }
      }
      tick()
    }
  }

  /// Ends ``run(every:handle:tick:)`` at its next turn.
  func stop() { Self.signalStop(wake.write) }

  /// Sends `event` with `data` to every event stream of `topic`.
  func broadcast(event: String, data: String, topic: String) {
    let frame = Array(Self.eventFrame(event: event, data: data).utf8)
    for connection in connections.values where connection.topic == topic {
      queue(frame, on: connection)
    }
  }

  /// Whether any event stream of `topic` is open.
  func hasStream(topic: String) -> Bool {
    connections.values.contains { $0.topic == topic }
  }

  /// `data` as one server-sent event named `event`: a `data:` line for each of its lines.
  nonisolated static func eventFrame(event: String, data: String) -> String {
    "event: \(event)\n"
      + data.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)\n" }
      .joined() + "\n"
  }

  nonisolated private static func signalStop(_ fd: Int32) {
    var byte: UInt8 = 1
    _ = write(fd, &byte, 1)
  }

  private func accept() {
    while true {
      let fd = systemAccept(listener)
      guard fd >= 0 else { return }
      Self.makeNonBlocking(fd)
      let connection = Connection(fd: fd)
      connections[fd] = connection
      if connections.count > bounds.connections {
        answer(
          HTTPResponse(status: 503, text: "too many connections"), on: connection, keepAlive: false)
      }
    }
  }

  private func receive(_ connection: Connection, handle: (HTTPRequest) -> Reply) {
    var buffer = [UInt8](repeating: 0, count: 16 * 1024)
    let count = read(connection.fd, &buffer, buffer.count)
    if count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return }
    guard count > 0 else {
      drop(connection.fd)
      return
    }
    // A stream's client sends nothing more; whatever it sends is not read as requests.
    guard connection.topic == nil, !connection.closing else { return }
    if connection.input.isEmpty { connection.requestStarted = Date() }
    connection.input += buffer[0..<count]
    connection.lastActivity = Date()
    while !connection.closing, connection.topic == nil {
      switch HTTPRequest.read(connection.input[...], limits: limits) {
      case .incomplete:
        return
      case .failure(let status, let reason):
        connection.input.removeAll()
        answer(HTTPResponse(status: status, text: reason), on: connection, keepAlive: false)
      case .request(let request, let consumed):
        connection.input.removeFirst(consumed)
        connection.requestStarted = connection.input.isEmpty ? nil : Date()
        switch handle(request) {
        case .response(let response):
          answer(
            response, on: connection, keepAlive: request.keepsAlive,
            headOnly: request.method == "HEAD")
        case .eventStream(let topic, let first):
          connection.topic = topic
          connection.input.removeAll()
          queue(HTTPResponse.eventStreamHead + Array(first.utf8), on: connection)
        }
      }
    }
  }

  private func answer(
    _ response: HTTPResponse, on connection: Connection, keepAlive: Bool, headOnly: Bool = false
  ) {
    if !keepAlive { connection.closing = true }
    queue(response.bytes(keepAlive: keepAlive, headOnly: headOnly), on: connection)
  }

  private func queue(_ bytes: [UInt8], on connection: Connection) {
    guard connections[connection.fd] != nil else { return }
    connection.output += bytes
    guard connection.output.count <= bounds.pendingOutput else {
      drop(connection.fd)
      return
    }
    flush(connection)
  }

  private func flush(_ connection: Connection) {
    while !connection.output.isEmpty {
      let sent = write(connection.fd, connection.output, connection.output.count)
      if sent < 0 {
        if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return }
        drop(connection.fd)
        return
      }
      connection.output.removeFirst(sent)
    }
    if connection.closing { drop(connection.fd) }
  }

  /// Answers a request that takes too long to arrive with 408, and closes idle connections.
  private func expire() {
    let now = Date()
    for connection in Array(connections.values) where connection.topic == nil {
      if let started = connection.requestStarted, !connection.closing,
        now.timeIntervalSince(started) > bounds.requestTimeout
      {
        connection.input.removeAll()
        answer(
          HTTPResponse(status: 408, text: "the request did not arrive in time"), on: connection,
          keepAlive: false)
      } else if now.timeIntervalSince(connection.lastActivity) > bounds.idleTimeout {
        drop(connection.fd)
      }
    }
  }

  private func drop(_ fd: Int32) {
    guard connections.removeValue(forKey: fd) != nil else { return }
    close(fd)
  }

  private static func makeNonBlocking(_ fd: Int32) {
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL, 0) | O_NONBLOCK)
  }

  #if canImport(Glibc)
    private static let streamType = Int32(SOCK_STREAM.rawValue)
  #else
    private static let streamType = SOCK_STREAM
  #endif
}

/// The C library's `accept`, under a name the server's own does not hide.
private func systemAccept(_ listener: Int32) -> Int32 {
  accept(listener, nil, nil)
}

/// One client's connection: what it sent that is not yet a whole request, what waits to be
/// sent to it, and whether it is an event stream.
private final class Connection {
  let fd: Int32
  var input: [UInt8] = []
  var output: [UInt8] = []
  /// When the request being received began arriving, if one is.
  var requestStarted: Date?
  var lastActivity = Date()
  /// The topic of the event stream the connection carries, once it carries one.
  var topic: String?
  /// Whether the connection closes once its output is sent.
  var closing = false

  init(fd: Int32) { self.fd = fd }
}

/// Why `vellum serve` cannot start or go on.
struct ServeError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
