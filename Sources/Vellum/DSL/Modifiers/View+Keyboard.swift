extension View {
  /// Chooses the on-screen keyboard for text fields inside (recorded; there is no keyboard).
  ///
  /// ```swift
  /// TextField("Email", text: $email).keyboardType(.emailAddress)
  /// ```
  public consuming func keyboardType(_ type: UIKeyboardType) -> some View {
    modifier(AttributesModifier(Attribute(.keyboardType, .name(Keyword(rawValue: type.rawValue)))))
  }
}
