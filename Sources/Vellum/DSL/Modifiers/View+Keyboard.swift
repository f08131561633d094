extension View {
  /// Chooses the on-screen keyboard for text fields inside (recorded; there is no keyboard).
  ///
  /// ```swift
  /// TextField("Email", text: $email).keyboardType(.emailAddress)
  /// ```
  public consuming func keyboardType(_ type: UIKeyboardType) -> some View {
    modifier(AttributesModifier(Attribute(.keyboardType, .name(Keyword(rawValue: type.rawValue)))))
  }

  /// Says what the text of this view's text field is, so the system can offer to fill it;
  /// `nil` says nothing. The HTML rendering writes it as the field's `autocomplete` token.
  ///
  /// ```swift
  /// SecureField("Password", text: $password).textContentType(.newPassword)
  /// ```
  public consuming func textContentType(_ textContentType: UITextContentType?) -> some View {
    modifier(
      AttributesModifier(
        textContentType.map { [Attribute(.textContentType, .string($0.rawValue))] } ?? []))
  }
}
