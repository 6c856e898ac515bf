/// What a text input holds, for autofill (UIKit's `UITextContentType`). Kept, inert.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name")
    public static let givenName = UITextContentType("givenName")
    public static let familyName = UITextContentType("familyName")
    public static let nickname = UITextContentType("nickname")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("newPassword")
    public static let oneTimeCode = UITextContentType("oneTimeCode")
    public static let emailAddress = UITextContentType("emailAddress")
    public static let telephoneNumber = UITextContentType("telephoneNumber")
    public static let URL = UITextContentType("URL")
    public static let fullStreetAddress = UITextContentType("fullStreetAddress")
    public static let postalCode = UITextContentType("postalCode")
    public static let location = UITextContentType("location")
}
