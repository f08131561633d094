extension View {
  /// Sets the title shown in the navigation bar while this view is on screen.
  ///
  /// ```swift
  /// List { rows }.navigationTitle("Favorite Primes")
  /// ```
  public func navigationTitle(_ title: Text) -> some View {
    modifier(AttributesModifier(Attribute(.navigationTitle, .string(title.plainText))))
  }

  /// Sets the navigation title from a literal.
  ///
  /// ```swift
  /// .navigationTitle("Recipes")
  /// ```
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationTitle(Text(titleKey))
  }

  /// Sets the navigation title from a string value.
  ///
  /// ```swift
  /// .navigationTitle(recipe.title)
  /// ```
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(Text(title))
  }

  /// Sets the navigation title (the iOS 13 spelling).
  ///
  /// ```swift
  /// .navigationBarTitle(Text("Favorite Primes"))
  /// ```
  public func navigationBarTitle(_ title: Text) -> some View {
    navigationTitle(title)
  }

  /// Sets the navigation title from a literal (the iOS 13 spelling).
  ///
  /// ```swift
  /// .navigationBarTitle("Counter")
  /// ```
  public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationTitle(Text(titleKey))
  }

  /// Sets the navigation title and how it is displayed (the iOS 13 spelling).
  ///
  /// ```swift
  /// .navigationBarTitle(Text("Counter"), displayMode: .inline)
  /// ```
  public func navigationBarTitle(
    _ title: Text, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }

  /// Chooses a large or inline navigation title.
  ///
  /// ```swift
  /// .navigationBarTitleDisplayMode(.inline)
  /// ```
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
    -> some View
  {
    modifier(
      AttributesModifier(
        Attribute(.navigationBarTitleDisplayMode, .name(displayMode.rawValue))))
  }

  /// Chooses the on-screen keyboard for text fields inside (recorded; there is no keyboard).
  ///
  /// ```swift
  /// TextField("Email", text: $email).keyboardType(.emailAddress)
  /// ```
  public func keyboardType(_ type: UIKeyboardType) -> some View {
    modifier(AttributesModifier(Attribute(.keyboardType, .name(type.rawValue))))
  }
}

/// Navigation bar settings, named as in SwiftUI.
///
/// ```swift
/// .navigationBarTitleDisplayMode(NavigationBarItem.TitleDisplayMode.inline)
/// ```
public enum NavigationBarItem {
  /// How the navigation title is displayed.
  ///
  /// ```swift
  /// .navigationBarTitleDisplayMode(.large)
  /// ```
  public enum TitleDisplayMode: String, Sendable {
    /// Inherit from the previous screen.
    case automatic
    /// A small title in the bar.
    case inline
    /// A large title below the bar.
    case large
  }
}

/// The kind of on-screen keyboard a text field asks for. Named after UIKit's type so code that
/// spells it out compiles unchanged.
///
/// ```swift
/// .keyboardType(.numberPad)
/// ```
public enum UIKeyboardType: String, Sendable {
  /// The default keyboard.
  case `default`
  /// Letters, numbers and punctuation.
  case asciiCapable
  /// Numbers and punctuation.
  case numbersAndPunctuation
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// For URLs. (UIKit's spelling.)
  case URL
  /// Digits only.
  case numberPad
  /// A phone dial pad.
  case phonePad
  /// Names and phone numbers.
  case namePhonePad
  /// For email addresses.
  case emailAddress
  /// Digits and a decimal point.
  case decimalPad
  /// For social handles.
  case twitter
  /// For web searches.
  case webSearch
  /// Digits for ASCII only.
  case asciiCapableNumberPad
}
