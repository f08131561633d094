/// A grouped container of controls, drawn as an inset grouped list.
///
/// ```swift
/// Form {
///   TextField("Email", text: $email)
///   SecureField("Password", text: $password)
/// }
/// ```
public struct Form<Content: View>: View {
  let content: Content

  /// A form of the controls built by `content`.
  ///
  /// ```swift
  /// Form { Toggle("On", isOn: $isOn) }
  /// ```
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A form made from a style's configuration, drawn by the styles outside it.
  ///
  /// ```swift
  /// func makeBody(configuration: Configuration) -> some View { Form(configuration) }
  /// ```
  public init(_ configuration: FormStyleConfiguration)
  where Content == FormStyleConfiguration.Content {
    content = configuration.content
  }

  /// A form is primitive.
  public var body: Never { primitiveBody(Self.self) }
}
