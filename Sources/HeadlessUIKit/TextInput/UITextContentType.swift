/// What a text input is for, so the system can offer matching suggestions (AutoFill).
///
/// ```swift
/// passwordField.textContentType = .password
/// ```
///
/// The raw strings are not printed in UIKit's headers (the constants live in the framework
/// binary); these are the HTML `autocomplete` tokens that UIKit's values are known to be.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  /// The identifying string.
  public let rawValue: String

  /// Creates a content type from its identifying string.
  /// - Parameter rawValue: The identifying string.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// A person's full name.
  public static let name = UITextContentType(rawValue: "name")

  /// A title before a name, such as "Dr.".
  public static let namePrefix = UITextContentType(rawValue: "honorific-prefix")

  /// A first name.
  public static let givenName = UITextContentType(rawValue: "given-name")

  /// A middle name.
  public static let middleName = UITextContentType(rawValue: "additional-name")

  /// A last name.
  public static let familyName = UITextContentType(rawValue: "family-name")

  /// A suffix after a name, such as "Jr.".
  public static let nameSuffix = UITextContentType(rawValue: "honorific-suffix")

  /// A nickname.
  public static let nickname = UITextContentType(rawValue: "nickname")

  /// A job title.
  public static let jobTitle = UITextContentType(rawValue: "organization-title")

  /// A company or organisation name.
  public static let organizationName = UITextContentType(rawValue: "organization")

  /// A place: a point of interest, an address or a city.
  public static let location = UITextContentType(rawValue: "location")

  /// A whole street address.
  public static let fullStreetAddress = UITextContentType(rawValue: "street-address")

  /// The first line of a street address.
  public static let streetAddressLine1 = UITextContentType(rawValue: "address-line1")

  /// The second line of a street address.
  public static let streetAddressLine2 = UITextContentType(rawValue: "address-line2")

  /// A city.
  public static let addressCity = UITextContentType(rawValue: "address-level2")

  /// A state or province.
  public static let addressState = UITextContentType(rawValue: "address-level1")

  /// A city and state together.
  public static let addressCityAndState = UITextContentType(rawValue: "address-level1+2")

  /// A district or neighbourhood.
  public static let sublocality = UITextContentType(rawValue: "address-level3")

  /// A country.
  public static let countryName = UITextContentType(rawValue: "country-name")

  /// A postal code.
  public static let postalCode = UITextContentType(rawValue: "postal-code")

  /// A telephone number.
  public static let telephoneNumber = UITextContentType(rawValue: "tel")

  /// An e-mail address.
  public static let emailAddress = UITextContentType(rawValue: "email")

  /// A web address.
  public static let URL = UITextContentType(rawValue: "url")

  /// A payment card number.
  public static let creditCardNumber = UITextContentType(rawValue: "cc-number")

  /// An account name, for password AutoFill.
  public static let username = UITextContentType(rawValue: "username")

  /// An existing password, for password AutoFill.
  public static let password = UITextContentType(rawValue: "password")

  /// A new password, for which the system may suggest a strong one.
  public static let newPassword = UITextContentType(rawValue: "new-password")

  /// A one-time code, such as one received by SMS.
  public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")

  /// A parcel tracking number.
  public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipment-tracking-number")

  /// A flight number.
  public static let flightNumber = UITextContentType(rawValue: "flight-number")

  /// A date, a time, or both.
  public static let dateTime = UITextContentType(rawValue: "date-time")
}
