extension Publisher where Failure == Never {
  /// Writes every value into a `@Published` property, for as long as that property lives (no
  /// cancellable to keep).
  ///
  /// ```swift
  /// init() { $celsius.map { $0 * 9 / 5 + 32 }.assign(to: &$fahrenheit) }
  /// ```
  public func assign(to published: inout Published<Output>.Publisher) {
    let box = published.box
    box.keep(sink { [weak box] in box?.set($0) })
  }
}
