extension Optional: View where Wrapped: View {
  /// An optional view is primitive.
  public var body: Never { primitiveBody(Self.self) }
}
