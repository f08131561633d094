import Foundation

extension Image {
  /// An image from the app's assets drawn to show a value from 0 to 1; drawn as the plain
  /// image, as the `systemName:` form draws its plain symbol.
  ///
  /// ```swift
  /// Image("signal", variableValue: strength)
  /// ```
  public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {
    self.init(name, bundle: bundle)
  }

  /// An image from the app's assets with an accessibility label, drawn to show a value from 0
  /// to 1; drawn as the plain image.
  ///
  /// ```swift
  /// Image("signal", variableValue: strength, label: Text("Signal"))
  /// ```
  public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil, label: Text) {
    self.init(name, bundle: bundle, label: label)
  }

  /// A decorative image from the app's assets drawn to show a value from 0 to 1; drawn as the
  /// plain image, hidden from assistive technologies.
  ///
  /// ```swift
  /// Image(decorative: "meter", variableValue: level)
  /// ```
  public init(decorative name: String, variableValue: Double?, bundle: Bundle? = nil) {
    self.init(decorative: name, bundle: bundle)
  }
}
