/// An error of Core Location, by code (`CLError(.denied)`, `error.code == .locationUnknown`,
/// `catch CLError.denied`). chatshot's location manager never fails: nothing makes one but the app's own code.
public struct CLError: CustomNSError, Hashable, Sendable {
    /// What went wrong.
    public enum Code: Int, Sendable {
        case locationUnknown = 0
        case denied = 1
        case network = 2
        case headingFailure = 3
        case regionMonitoringDenied = 4
        case regionMonitoringFailure = 5
        case regionMonitoringSetupDelayed = 6
        case regionMonitoringResponseDelayed = 7
        case geocodeFoundNoResult = 8
        case geocodeFoundPartialResult = 9
        case geocodeCanceled = 10
        case deferredFailed = 11
        case deferredNotUpdatingLocation = 12
        case deferredAccuracyTooLow = 13
        case deferredDistanceFiltered = 14
        case deferredCanceled = 15
        case rangingUnavailable = 16
        case rangingFailure = 17
        case promptDeclined = 18
        case historicalLocationError = 19

        /// Matches an error of this code: `catch CLError.denied`.
        public static func ~= (match: Code, error: any Error) -> Bool {
            (error as? CLError)?.code == match
        }
    }

    /// The error's code.
    public let code: Code

    public init(_ code: Code) { self.code = code }

    /// The domain of Core Location's errors.
    public static var errorDomain: String { "kCLErrorDomain" }
    public var errorCode: Int { code.rawValue }

    public static var locationUnknown: Code { .locationUnknown }
    public static var denied: Code { .denied }
    public static var network: Code { .network }
    public static var headingFailure: Code { .headingFailure }
    public static var geocodeFoundNoResult: Code { .geocodeFoundNoResult }
    public static var geocodeCanceled: Code { .geocodeCanceled }
    public static var promptDeclined: Code { .promptDeclined }
}
