import Foundation

/// The content of the settings list: one row per entry, a title and a value.
public struct SettingsRow: Sendable, Equatable {
    /// The row's title (wraps when long).
    public var title: String
    /// The value shown before the chevron ("On", a network's name…), possibly empty.
    public var value: String

    /// Creates a row.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - value: The value.
    public init(_ title: String, value: String = "") {
        self.title = title
        self.value = value
    }

    /// The rows of the settings screen.
    public static let standard: [SettingsRow] = [
        SettingsRow("Airplane Mode", value: "Off"),
        SettingsRow("Wi-Fi", value: "Home Network"),
        SettingsRow("Bluetooth", value: "On"),
        SettingsRow("Notifications"),
        SettingsRow("Sounds and Haptics"),
        SettingsRow("Focus", value: "Do Not Disturb"),
        SettingsRow("Screen Time"),
        SettingsRow("Accessibility settings for vision, hearing and motor skills"),
    ]

    /// `count` rows: the standard rows over and over (for benchmarks).
    ///
    /// - Parameter count: The number of rows.
    /// - Returns: The rows.
    public static func repeated(_ count: Int) -> [SettingsRow] {
        (0..<max(0, count)).map { standard[$0 % standard.count] }
    }
}

/// One message of the chat thread.
public struct ChatMessage: Sendable, Equatable {
    /// The text (wraps within the bubble).
    public var text: String
    /// The time shown under the text.
    public var time: String
    /// Sent by the other person (on the leading side) or by me (on the trailing side).
    public var isIncoming: Bool

    /// Creates a message.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - time: The time.
    ///   - isIncoming: Whether the other person sent it.
    public init(_ text: String, time: String, isIncoming: Bool) {
        self.text = text
        self.time = time
        self.isIncoming = isIncoming
    }

    /// The messages of the chat screen, alternating sides.
    public static let standard: [ChatMessage] = [
        ChatMessage("Are we still on for lunch?", time: "09:41", isIncoming: true),
        ChatMessage("Yes! Twelve thirty at the usual place, I booked a table by the window.", time: "09:42", isIncoming: false),
        ChatMessage("Ok", time: "09:42", isIncoming: true),
        ChatMessage("Running ten minutes late, the train stopped between two stations for no reason at all, sorry!", time: "12:21", isIncoming: false),
        ChatMessage("No worries, I ordered you the soup.", time: "12:24", isIncoming: true),
        ChatMessage("Thanks", time: "12:25", isIncoming: false),
    ]
}
