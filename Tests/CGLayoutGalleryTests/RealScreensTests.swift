import CGLayout
import CGLayoutGallery
import Foundation
import Testing

// The design of each real screen, by arithmetic: text is 7 pt a character and
// 17 pt a line, wrapped greedily at word boundaries.

/// Characters on each line of `text` wrapped at `width`.
private func wrap(_ text: String, width: CGFloat) -> [Int] {
    let perLine = max(1, Int((width / 7).rounded(.down)))
    var lines: [Int] = [], current = 0
    for word in text.split(separator: " ").map(\.count) {
        if current > 0, current + 1 + word <= perLine { current += 1 + word; continue }
        if current > 0 { lines.append(current) }
        var rest = word
        while rest > perLine { lines.append(perLine); rest -= perLine }
        current = rest
    }
    if current > 0 { lines.append(current) }
    return lines
}

/// The settings list: rows as wide as the screen, padding 12 × 16, a 17-pt icon, the title,
/// the value and a 7-pt chevron, 10 apart and top-aligned; the title wraps in what is left.
private func settingsDesign(_ rows: [SettingsRow], width w: CGFloat, rtl: Bool) -> [String: CGRect] {
    func x(_ x: CGFloat, _ width: CGFloat) -> CGFloat { rtl ? w - x - width : x }
    var frames: [String: CGRect] = [:], y: CGFloat = 0
    for (i, row) in rows.enumerated() {
        let valueWidth = CGFloat(7 * row.value.count), valueHeight: CGFloat = row.value.isEmpty ? 0 : 17
        let titleWidth = w - 16 - 17 - 10 - 10 - valueWidth - 10 - 7 - 16
        let titleHeight = CGFloat(17 * wrap(row.title, width: titleWidth).count)
        let height = max(titleHeight, 17) + 24
        frames["row\(i)"] = CGRect(x: 0, y: y, width: w, height: height)
        frames["icon\(i)"] = CGRect(x: x(16, 17), y: y + 12, width: 17, height: 17)
        frames["title\(i)"] = CGRect(x: x(43, titleWidth), y: y + 12, width: titleWidth, height: titleHeight)
        frames["value\(i)"] = CGRect(x: x(w - 33 - valueWidth, valueWidth), y: y + 12, width: valueWidth, height: valueHeight)
        frames["chevron\(i)"] = CGRect(x: x(w - 23, 7), y: y + 12, width: 7, height: 17)
        y += height
    }
    return frames
}

/// The chat thread: inset 12, bubbles 8 apart on alternating sides, padding 8, text wrapped
/// within 70 % of the thread's inner width minus the padding, the time 4 below it at the
/// bubble's leading edge.
private func chatDesign(_ messages: [ChatMessage], width w: CGFloat, rtl: Bool) -> [String: CGRect] {
    let limit = 0.7 * (w - 24)
    var frames: [String: CGRect] = [:], y: CGFloat = 12
    for (i, message) in messages.enumerated() {
        let lines = wrap(message.text, width: limit - 16)
        let textWidth = CGFloat(7 * (lines.max() ?? 0)), textHeight = CGFloat(17 * lines.count)
        let timeWidth = CGFloat(7 * message.time.count)
        let width = max(textWidth, timeWidth) + 16, height = textHeight + 4 + 17 + 16
        var x = message.isIncoming ? 12 : w - 12 - width
        if rtl { x = w - x - width }
        frames["bubble\(i)"] = CGRect(x: x, y: y, width: width, height: height)
        frames["text\(i)"] = CGRect(x: x + (rtl ? width - 8 - textWidth : 8), y: y + 8, width: textWidth, height: textHeight)
        frames["time\(i)"] = CGRect(x: x + (rtl ? width - 8 - timeWidth : 8), y: y + 8 + textHeight + 4, width: timeWidth, height: 17)
        y += height + 8
    }
    return frames
}

enum SettingsSystem: String, CaseIterable, Sendable {
    case rectScheme, flex, simpleEngine, relations
    func make(_ content: [SettingsRow] = SettingsRow.standard, width: CGFloat = 375) throws -> any RealScreen {
        let size = CGSize(width: width, height: 667)
        switch self {
        case .rectScheme: return try SettingsListRectScheme(content: content, size: size)
        case .flex: return try SettingsListFlex(content: content, size: size)
        case .simpleEngine: return try SettingsListSimpleEngine(content: content, size: size)
        case .relations: return try SettingsListRelations(content: content, size: size)
        }
    }
}

enum ChatSystem: String, CaseIterable, Sendable {
    case rectScheme, flex, relations
    func make(_ messages: [ChatMessage] = ChatMessage.standard, width: CGFloat = 375) throws -> any RealScreen {
        let size = CGSize(width: width, height: 667)
        switch self {
        case .rectScheme: return try ChatThreadRectScheme(messages: messages, size: size)
        case .flex: return try ChatThreadFlex(messages: messages, size: size)
        case .relations: return try ChatThreadRelations(messages: messages, size: size)
        }
    }
}

private func check(_ screen: any RealScreen, _ design: [String: CGRect], _ context: String,
                   sourceLocation: SourceLocation = #_sourceLocation) {
    let frames = screen.absoluteFrames
    for (name, expected) in design.sorted(by: { $0.key < $1.key }) {
        #expect(frames[name] == expected, "\(context): \(name)", sourceLocation: sourceLocation)
    }
}

@Suite("Real screens")
struct RealScreensTests {
    static let widths: [CGFloat] = [320, 375, 768]
    static let changedTitle = "Wireless networks and personal hotspots nearby"

    /// A screen in both directions at `width`: the design on the first and second passes, then
    /// after the texts at `edits` changed (the design of the edited content).
    private func checkPasses<Content>(_ make: () throws -> any RealScreen, width: CGFloat, content: [Content],
                                      edits: [(index: Int, text: String)], edit: (inout Content, String) -> Void,
                                      design: ([Content], CGFloat, Bool) -> [String: CGRect], _ name: String) throws {
        for direction in LayoutDirection.allCases {
            let screen = try make()
            let rtl = direction == .rightToLeft
            let context = "\(name) at \(Int(width)) \(rtl ? "RTL" : "LTR")"
            screen.block.layout(direction: direction)
            check(screen, design(content, width, rtl), "\(context), first pass")
            screen.block.layout(direction: direction)
            check(screen, design(content, width, rtl), "\(context), second pass")
            var changed = content
            for (index, text) in edits {
                edit(&changed[index], text)
                screen.titles[index].text = text
            }
            screen.block.layout(direction: direction)
            check(screen, design(changed, width, rtl), "\(context), after the texts changed")
        }
    }

    /// A snapshot at `width` of a screen laid out at 375, applied: the design at `width`, in both directions.
    private func checkSnapshots(_ make: () throws -> any RealScreen, width: CGFloat,
                                design: (CGFloat, Bool) -> [String: CGRect], _ name: String) throws {
        for direction in LayoutDirection.allCases {
            let screen = try make()
            let snapshot = screen.block.snapshot(for: CGRect(x: 0, y: 0, width: width, height: 667), direction: direction)
            #expect(screen.absoluteFrames.values.allSatisfy { $0 == .zero }, "a snapshot writes nothing")
            try screen.block.apply(snapshot: snapshot)
            check(screen, design(width, direction == .rightToLeft), "\(name) snapshot at \(Int(width)) \(direction)")
        }
    }

    @Test("Settings list: the design's frames on the first and later passes, after a title changes", arguments: SettingsSystem.allCases, widths)
    func settingsPasses(system: SettingsSystem, width: CGFloat) throws {
        try checkPasses({ try system.make(width: width) }, width: width, content: SettingsRow.standard,
                        edits: [(1, Self.changedTitle), (7, "Accessibility")], edit: { $0.title = $1 },
                        design: { settingsDesign($0, width: $1, rtl: $2) }, "\(system)")
    }

    @Test("Settings list: snapshot at a size + apply gives the design at that size", arguments: SettingsSystem.allCases, widths)
    func settingsSnapshots(system: SettingsSystem, width: CGFloat) throws {
        try checkSnapshots({ try system.make(width: 375) }, width: width,
                           design: { settingsDesign(SettingsRow.standard, width: $0, rtl: $1) }, "\(system)")
    }

    @Test("Settings list: a width change re-lays out at the new width", arguments: SettingsSystem.allCases)
    func settingsWidthChanges(system: SettingsSystem) throws {
        let screen = try system.make(width: 320)
        for width in [320, 768, 375, 320] as [CGFloat] {
            screen.root.frame.size.width = width
            screen.block.layout(direction: .leftToRight)
            check(screen, settingsDesign(SettingsRow.standard, width: width, rtl: false), "\(system) after a change to \(Int(width))")
        }
    }

    @Test("Chat thread: the design's frames on the first and later passes, after a message changes", arguments: ChatSystem.allCases, widths)
    func chatPasses(system: ChatSystem, width: CGFloat) throws {
        try checkPasses({ try system.make(width: width) }, width: width, content: ChatMessage.standard,
                        edits: [(2, "Ok, but only if we can sit outside on the terrace this time"), (3, "Late!")], edit: { $0.text = $1 },
                        design: { chatDesign($0, width: $1, rtl: $2) }, "\(system)")
    }

    @Test("Chat thread: snapshot at a size + apply gives the design at that size", arguments: ChatSystem.allCases, widths)
    func chatSnapshots(system: ChatSystem, width: CGFloat) throws {
        try checkSnapshots({ try system.make(width: 375) }, width: width,
                           design: { chatDesign(ChatMessage.standard, width: $0, rtl: $1) }, "\(system)")
    }

    @Test("Chat thread: width and direction changes on one screen re-lay out at the new width (bubbles grow back when wider)",
          arguments: ChatSystem.allCases)
    func chatWidthChanges(system: ChatSystem) throws {
        let screen = try system.make(width: 320)
        for (width, direction) in [(320, .leftToRight), (768, .rightToLeft), (375, .leftToRight), (768, .leftToRight), (320, .rightToLeft)]
            as [(CGFloat, LayoutDirection)] {
            screen.root.frame.size.width = width
            screen.block.layout(direction: direction)
            check(screen, chatDesign(ChatMessage.standard, width: width, rtl: direction == .rightToLeft), "\(system) after a change to \(Int(width)) \(direction)")
        }
    }

    @Test("The design itself: long titles wrap at 320 and 375, not at 768; bubbles stay within 70 %")
    func designSanity() {
        let narrow = settingsDesign(SettingsRow.standard, width: 320, rtl: false)
        let wide = settingsDesign(SettingsRow.standard, width: 768, rtl: false)
        #expect(narrow["row7"]?.height == 34 + 24 && wide["row7"]?.height == 17 + 24)
        let chat = chatDesign(ChatMessage.standard, width: 375, rtl: false)
        for index in ChatMessage.standard.indices { #expect((chat["bubble\(index)"]?.width ?? .infinity) <= 0.7 * (375 - 24)) }
        #expect(chat["bubble3"]!.minX == 375 - 12 - chat["bubble3"]!.width)
    }
}
