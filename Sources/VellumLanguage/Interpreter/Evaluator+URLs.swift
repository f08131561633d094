import Foundation

/// `URL` as Foundation gives it to view code: made from a string (`nil` when the string is no
/// URL), read as its string, scheme, host and path.
///
/// ```swift
/// let link = URL(string: "https://example.com/day-1")
/// Text(link?.host() ?? "none")   // "example.com"
/// ```
extension Evaluator {
  /// `URL(string:)`: the URL, or `nil` when the string is not one.
  func url(_ arguments: [Argument], at location: SourceLocation) throws(Diagnostic) -> Value {
    var call = Arguments(callee: "URL", arguments, at: location)
    guard let text = call.optional("string") else {
      throw Diagnostic(
        message: "a URL is made with 'URL(string:)'; files and bundles are not interpreted",
        location: location)
    }
    let string = try string(text)
    try call.finish()
    return URL(string: string).map(Value.url) ?? .none
  }

  /// `url.name`: `absoluteString`, `scheme`, `path`, `lastPathComponent` or `description`.
  func member(_ name: String, of url: URL, at location: SourceLocation) throws(Diagnostic)
    -> Value
  {
    switch name {
    case "absoluteString", "description": return .string(url.absoluteString)
    case "scheme": return url.scheme.map(Value.string) ?? .none
    case "path": return .string(url.path)
    case "lastPathComponent": return .string(url.lastPathComponent)
    default:
      throw Diagnostic(
        message: "value of type 'URL' has no member '\(name)'"
          + didYouMean(name, among: ["absoluteString", "scheme", "path", "lastPathComponent"]),
        location: location)
    }
  }

  /// `url.host()`: the host, or `nil`; `nil` for any other method.
  func urlMethod(_ name: String, of url: URL, _ call: inout Arguments) throws(Diagnostic)
    -> Value?
  {
    guard name == "host" else { return nil }
    return url.host().map(Value.string) ?? Value.none
  }
}
