/// The platform's default form style: grouped on an iPhone.
///
/// ```swift
/// Form { content }.formStyle(AutomaticFormStyle())
/// ```
public struct AutomaticFormStyle: FormStyle {
  /// The style.
  public init() {}
}
