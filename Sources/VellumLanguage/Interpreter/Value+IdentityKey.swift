import VellumNodes

/// A value keys a `ForEach` row as the Swift value it holds would: a number, a string, a flag
/// and a `UUID` as themselves (a string id shows quoted, a `UUID` as a per-run key), anything
/// else as the value, which describes itself as Swift describes what it stands for.
extension Value: IdentityKeyRepresentable {
  package var identityKey: AnyHashable? {
    switch self {
    case .integer(let number): number
    case .double(let number): number
    case .string(let text): text
    case .boolean(let flag): flag
    case .uuid(let uuid): uuid
    default: nil
    }
  }
}
