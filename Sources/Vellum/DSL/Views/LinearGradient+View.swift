extension LinearGradient: View {
  /// A gradient is primitive.
  public var body: Never { primitiveBody(Self.self) }
}
