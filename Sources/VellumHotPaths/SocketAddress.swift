#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A numeric IPv4 or IPv6 address and a port, as the C socket calls take them: the one place
/// Vellum's HTTP server (`vellum serve`) hands C a `sockaddr`, which only a rebound pointer
/// can.
///
/// ```swift
/// let address = SocketAddress(host: "127.0.0.1", port: 0)!
/// let socket = socket(address.family, Int32(SOCK_STREAM.rawValue), 0)
/// address.bind(socket)        // 0, or the errno
/// SocketAddress.port(of: socket)   // the port the system chose
/// ```
///
/// **Contract.** `host` is a numeric address (`127.0.0.1`, `::1`), never a name to look up;
/// the pointer to the C struct lives only for the call it is passed to (`SocketAddressTests`).
package struct SocketAddress: Sendable {
  /// `AF_INET` or `AF_INET6`.
  package let family: Int32
  private let host: String
  private let port: UInt16

  /// The address `host` (numeric) at `port`, or `nil` when `host` is not a numeric address.
  package init?(host: String, port: UInt16) {
    var probe4 = in_addr()
    var probe6 = in6_addr()
    if inet_pton(AF_INET, host, &probe4) == 1 {
      family = AF_INET
    } else if inet_pton(AF_INET6, host, &probe6) == 1 {
      family = AF_INET6
    } else {
      return nil
    }
    self.host = host
    self.port = port
  }

  /// Binds `socket` (of this address's family) to the address: 0, or the `errno` of the
  /// failure.
  package func bind(_ socket: Int32) -> Int32 {
    let result: Int32
    if family == AF_INET {
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = port.bigEndian
      inet_pton(AF_INET, host, &address.sin_addr)
      result = Self.bind(socket, to: &address)
    } else {
      var address = sockaddr_in6()
      address.sin6_family = sa_family_t(AF_INET6)
      address.sin6_port = port.bigEndian
      inet_pton(AF_INET6, host, &address.sin6_addr)
      result = Self.bind(socket, to: &address)
    }
    return result == 0 ? 0 : errno
  }

  /// Binds `socket` to `address`, a `sockaddr_in` or `sockaddr_in6`, passed as a `sockaddr`.
  private static func bind<Address>(_ socket: Int32, to address: inout Address) -> Int32 {
    withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        systemBind(socket, $0, socklen_t(MemoryLayout<Address>.size))
      }
    }
  }

  /// The port a bound socket listens on (the one the system chose for port 0), or `nil`.
  package static func port(of socket: Int32) -> UInt16? {
    var storage = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    let result = withUnsafeMutablePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
    }
    guard result == 0 else { return nil }
    switch Int32(storage.ss_family) {
    case AF_INET:
      return withUnsafePointer(to: &storage) {
        $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
          UInt16(bigEndian: $0.pointee.sin_port)
        }
      }
    case AF_INET6:
      return withUnsafePointer(to: &storage) {
        $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
          UInt16(bigEndian: $0.pointee.sin6_port)
        }
      }
    default: return nil
    }
  }
}

/// The C library's `bind`, under a name the method's own does not hide.
private func systemBind(_ socket: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t)
  -> Int32
{
  bind(socket, address, length)
}
