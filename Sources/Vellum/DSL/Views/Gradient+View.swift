extension RadialGradient: View {
  /// A gradient is primitive: it fills the space offered.
  public var body: Never { primitiveBody(Self.self) }
}

extension AngularGradient: View {
  /// A gradient is primitive: it fills the space offered.
  public var body: Never { primitiveBody(Self.self) }
}

extension EllipticalGradient: View {
  /// A gradient is primitive: it fills the space offered.
  public var body: Never { primitiveBody(Self.self) }
}
