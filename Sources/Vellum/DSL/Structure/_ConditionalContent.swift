/// One branch of an `if`/`else` or `switch` in a `@ViewBuilder`.
///
/// Each branch is its own identity: switching branches discards the other branch's state.
///
/// ```swift
/// if isPrime { Text("prime 🎉") } else { Text("not prime :(") }
/// ```
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  /// Which branch was taken, with its view.
  public enum Storage {
    /// The `if` or first branch.
    case trueContent(TrueContent)
    /// The `else` or later branch.
    case falseContent(FalseContent)
  }

  /// The branch taken.
  public let storage: Storage

  /// Wraps a taken branch.
  ///
  /// ```swift
  /// _ConditionalContent<Text, EmptyView>(storage: .trueContent(Text("Yes")))
  /// ```
  public init(storage: Storage) { self.storage = storage }

  /// A conditional is primitive.
  public var body: Never { primitiveBody(Self.self) }
}
