/// What a text field's text is — an email address, a password, a one-time code — so the
/// system can offer to fill it. Named after UIKit's type so code that spells it out compiles
/// unchanged; the HTML rendering writes it as the field's `autocomplete` token.
///
/// ```swift
/// TextField("Email", text: $email).textContentType(.emailAddress)
/// ```
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  /// UIKit's name for the content type.
  public let rawValue: String

  /// The content type UIKit names `rawValue`.
  ///
  /// ```swift
  /// UITextContentType(rawValue: "emailAddress")
  /// ```
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A person's full name.
  public static let name = UITextContentType(rawValue: "name")
  /// A title before a name (Dr., Ms.).
  public static let namePrefix = UITextContentType(rawValue: "namePrefix")
  /// A given name.
  public static let givenName = UITextContentType(rawValue: "givenName")
  /// A middle name.
  public static let middleName = UITextContentType(rawValue: "middleName")
  /// A family name.
  public static let familyName = UITextContentType(rawValue: "familyName")
  /// A suffix after a name (Jr.).
  public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
  /// A nickname.
  public static let nickname = UITextContentType(rawValue: "nickname")
  /// A job title.
  public static let jobTitle = UITextContentType(rawValue: "jobTitle")
  /// An organization's name.
  public static let organizationName = UITextContentType(rawValue: "organizationName")
  /// A location.
  public static let location = UITextContentType(rawValue: "location")
  /// A whole street address.
  public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
  /// The first line of a street address.
  public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
  /// The second line of a street address.
  public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
  /// A city.
  public static let addressCity = UITextContentType(rawValue: "addressCity")
  /// A state or province.
  public static let addressState = UITextContentType(rawValue: "addressState")
  /// A city and its state.
  public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
  /// A part of a city.
  public static let sublocality = UITextContentType(rawValue: "sublocality")
  /// A country's name.
  public static let countryName = UITextContentType(rawValue: "countryName")
  /// A postal code.
  public static let postalCode = UITextContentType(rawValue: "postalCode")
  /// A telephone number.
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  /// An email address.
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// A URL. (UIKit's spelling.)
  public static let URL = UITextContentType(rawValue: "URL")
  /// A credit card's number.
  public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
  /// A user name.
  public static let username = UITextContentType(rawValue: "username")
  /// A password.
  public static let password = UITextContentType(rawValue: "password")
  /// A new password, which the system may offer to make.
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  /// A one-time code from a message.
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
  /// A shipment's tracking number.
  public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipmentTrackingNumber")
  /// A flight number.
  public static let flightNumber = UITextContentType(rawValue: "flightNumber")
  /// A date, a time, or both.
  public static let dateTime = UITextContentType(rawValue: "dateTime")
  /// A birth date.
  public static let birthdate = UITextContentType(rawValue: "birthdate")
  /// The security code of a credit card.
  public static let creditCardSecurityCode = UITextContentType(rawValue: "creditCardSecurityCode")
  /// The name on a credit card.
  public static let creditCardName = UITextContentType(rawValue: "creditCardName")
  /// A credit card's expiration date.
  public static let creditCardExpiration = UITextContentType(rawValue: "creditCardExpiration")

  /// The HTML `autocomplete` token of the same meaning, or `nil` where HTML has none.
  ///
  /// ```swift
  /// UITextContentType.newPassword.autocomplete   // "new-password"
  /// ```
  public var autocomplete: String? { Self.autocompleteTokens[rawValue] }

  /// The HTML `autocomplete` tokens of the content types HTML has one for, by UIKit's name.
  private static let autocompleteTokens: [String: String] = [
    "name": "name", "namePrefix": "honorific-prefix", "givenName": "given-name",
    "middleName": "additional-name", "familyName": "family-name",
    "nameSuffix": "honorific-suffix", "nickname": "nickname", "jobTitle": "organization-title",
    "organizationName": "organization", "fullStreetAddress": "street-address",
    "streetAddressLine1": "address-line1", "streetAddressLine2": "address-line2",
    "addressCity": "address-level2", "addressState": "address-level1",
    "countryName": "country-name", "postalCode": "postal-code", "telephoneNumber": "tel",
    "emailAddress": "email", "URL": "url", "creditCardNumber": "cc-number",
    "creditCardSecurityCode": "cc-csc", "creditCardName": "cc-name",
    "creditCardExpiration": "cc-exp", "username": "username", "password": "current-password",
    "newPassword": "new-password", "oneTimeCode": "one-time-code", "birthdate": "bday",
  ]

}
