extension Parser {
  /// Reads the grammar's `storage-attribute` rule.
  ///
  /// The key after `@AppStorage` or `@SceneStorage` is a string literal, as SwiftUI's
  /// examples write it. A `store:` of its own is not interpreted: the host's store is used.
  mutating func parseStorageKey(of wrapper: String, at location: SourceLocation)
    throws(Diagnostic) -> String
  {
    try expect("(", "after '@\(wrapper)' to give its key")
    let key = try expectPlainString(
      "'@\(wrapper)' takes its key as a string literal",
      alone: "a '@\(wrapper)' store of its own is not interpreted; the host's is used")
    try expect(")", "to close the key of '@\(wrapper)'")
    return key
  }
}
