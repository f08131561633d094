extension Gradient {
  /// The stops as attribute values: a list of `(color, location)` pairs.
  package var attributeValue: AttributeValue {
    .list(stops.map { .list([.color($0.color), .double(Double($0.location))]) })
  }
}
