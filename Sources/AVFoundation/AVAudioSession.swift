import Foundation

/// The app's audio configuration (AVFoundation's `AVAudioSession`). Nothing is heard in a still picture: the session
/// keeps the category, mode, options and activation the app sets, and never fails.
open class AVAudioSession: @unchecked Sendable {
    private static let shared = AVAudioSession()

    /// The app's one session.
    open class func sharedInstance() -> AVAudioSession { shared }

    /// The category set last (`.soloAmbient` at first, as on iOS).
    open private(set) var category: Category = .soloAmbient
    /// The mode set last.
    open private(set) var mode: Mode = .default
    /// The category options set last.
    open private(set) var categoryOptions: CategoryOptions = []
    /// Whether `setActive(true)` was called last.
    open private(set) var isActive = false
    /// Whether another app plays audio: never.
    open var isOtherAudioPlaying: Bool { false }

    /// Sets the category.
    open func setCategory(_ category: Category) throws { self.category = category }
    /// Sets the category and options.
    open func setCategory(_ category: Category, options: CategoryOptions = []) throws {
        self.category = category
        categoryOptions = options
    }
    /// Sets the category, mode and options.
    open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        self.category = category
        self.mode = mode
        categoryOptions = options
    }
    /// Sets the mode.
    open func setMode(_ mode: Mode) throws { self.mode = mode }
    /// Activates or deactivates the session.
    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws { isActive = active }
}

extension AVAudioSession {
    /// What the app's audio is for.
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }

    /// A specialisation of the category.
    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        public static let gameChat = Mode(rawValue: "AVAudioSessionModeGameChat")
        public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        public static let voicePrompt = Mode(rawValue: "AVAudioSessionModeVoicePrompt")
    }

    /// How the category mixes with other audio and routes.
    public struct CategoryOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
        public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
        public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
        public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
    }

    /// Options of `setActive(_:options:)`.
    public struct SetActiveOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }
}
