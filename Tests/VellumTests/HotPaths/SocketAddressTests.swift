import Foundation
import Testing
import VellumHotPaths

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `SocketAddress`'s contract: numeric addresses only, and a bound socket's port read back.
@Suite struct SocketAddressTests {
  @Test func bindsALoopbackSocketAndReadsItsPort() throws {
    let address = try #require(SocketAddress(host: "127.0.0.1", port: 0))
    #expect(address.family == AF_INET)
    #if canImport(Glibc)
      let stream = Int32(SOCK_STREAM.rawValue)
    #else
      let stream = SOCK_STREAM
    #endif
    let fd = socket(address.family, stream, 0)
    defer { close(fd) }
    #expect(address.bind(fd) == 0)
    let port = try #require(SocketAddress.port(of: fd))
    #expect(port > 0, "the system chose a port")
    // A second socket cannot take the same port while the first holds it.
    let taken = try #require(SocketAddress(host: "127.0.0.1", port: port))
    let other = socket(taken.family, stream, 0)
    defer { close(other) }
    #expect(taken.bind(other) == EADDRINUSE)
  }

  @Test func takesNumericAddressesOnly() {
    #expect(SocketAddress(host: "::1", port: 80)?.family == AF_INET6)
    #expect(SocketAddress(host: "localhost", port: 80) == nil)
    #expect(SocketAddress(host: "127.0.0.1.evil", port: 80) == nil)
    #expect(SocketAddress(host: "", port: 80) == nil)
  }
}
