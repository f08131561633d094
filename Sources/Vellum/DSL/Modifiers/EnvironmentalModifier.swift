/// A modifier that becomes another modifier made from the environment where it is applied:
/// a style that reads the color scheme, say.
///
/// ```swift
/// struct Adaptive: EnvironmentalModifier {
///   func resolve(in environment: EnvironmentValues) -> some ViewModifier {
///     Tinted(color: environment.colorScheme == .dark ? .white : .black)
///   }
/// }
/// ```
public protocol EnvironmentalModifier: ViewModifier {
  /// The modifier this one becomes.
  associatedtype ResolvedModifier: ViewModifier

  /// The modifier this one becomes in `environment`.
  func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

extension EnvironmentalModifier {
  /// The content with the modifier resolved in its environment.
  public func body(content: Content) -> some View {
    EnvironmentResolved(modifier: self, content: content)
  }
}

/// Content under an environmental modifier, resolved where it is.
private struct EnvironmentResolved<Modifier: EnvironmentalModifier, Content: View>: View {
  let modifier: Modifier
  let content: Content
  @Environment(\.self) private var environment

  var body: some View { content.modifier(modifier.resolve(in: environment)) }
}
