import CGLayout
import CGLayoutHosting
import CGLayoutTestSupport
import Foundation
import Testing

/// A mail screen whose adaptive scheme is over the view's safe area, on devices with a notch, a status bar and a
/// landscape notch at the leading side: the variants lay out the view's children in the safe area's place in the
/// view (under the notch, beside it), and a toast the screen's scheme lays out after it sits in the view's bounds —
/// live, in later passes, through a snapshot taken in another task, through a snapshot for the next size taken
/// ahead (the next size's bounds less the insets the view has now: its insets there are not known before), that
/// snapshot applied, then `layout()` at the next size.
@MainActor
@Suite("An adaptive scheme over a view's safe area under a notch")
struct AdaptiveSchemeUnderTheNotchTests {
    /// A phone in portrait (notch 47, home indicator 34), the phone in landscape (notch 47 at each side, home
    /// indicator 21), a small phone (status bar 20), a tablet in landscape (status bar 24, home indicator 20).
    static let devices: [(size: CGSize, insets: EdgeInsets)] = [
        (CGSize(width: 375, height: 812), EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
        (CGSize(width: 812, height: 375), EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)),
        (CGSize(width: 320, height: 568), EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
        (CGSize(width: 1024, height: 768), EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
    ]

    let root = TreeHost(name: "root"), list = TreeHost(name: "list"), message = TreeHost(name: "message")
    let toast = TreeHost(name: "toast")

    init() {
        for child in [list, message, toast] { root.add(child) }
    }

    var frames: [CGRect] { [list.frame, message.frame, toast.frame] }

    /// From 600 points of safe area a 280-point mailbox list at the leading side and the message beside it; below,
    /// the list a 44-point strip across the top and the message under it; then a 200 × 40 toast 8 above the view's
    /// bottom edge, centred.
    var scheme: LayoutScheme {
        LayoutScheme(blocks: [
            AdaptiveScheme(container: root.layoutElement.safeAreaLayoutGuide, variants: [
                .init("regular", when: .width(atLeast: 600), scheme: LayoutScheme(blocks: [
                    list.layoutBlock(with: Layout(x: .leading(0), y: .top(0), width: 280, height: .boxed(0))),
                    message.layoutBlock(with: Layout(x: .trailing(0), y: .top(0), width: .boxed(280), height: .boxed(0))),
                ])),
                .init("compact", scheme: LayoutScheme(blocks: [
                    list.layoutBlock(with: Layout(x: .center(), y: .top(0), width: .boxed(0), height: 44)),
                    message.layoutBlock(with: Layout(x: .center(), y: .bottom(0), width: .boxed(0), height: .boxed(44))),
                ])),
            ]),
            toast.layoutBlock(with: Layout(x: .center(), y: .bottom(8), width: 200, height: 40)),
        ])
    }

    /// The design's frames in a view of `size` with `insets`, by arithmetic.
    static func expected(_ size: CGSize, insets: EdgeInsets, rtl: Bool) -> [CGRect] {
        let safe = CGRect(x: insets.left, y: insets.top, width: size.width - insets.left - insets.right,
                          height: size.height - insets.top - insets.bottom)
        let toast = CGRect(x: (size.width - 200) / 2, y: size.height - 8 - 40, width: 200, height: 40)
        guard safe.width >= 600 else {
            return [CGRect(x: safe.minX, y: safe.minY, width: safe.width, height: 44),
                    CGRect(x: safe.minX, y: safe.minY + 44, width: safe.width, height: safe.height - 44), toast]
        }
        return [CGRect(x: rtl ? safe.maxX - 280 : safe.minX, y: safe.minY, width: 280, height: safe.height),
                CGRect(x: rtl ? safe.minX : safe.minX + 280, y: safe.minY, width: safe.width - 280, height: safe.height), toast]
    }

    func clear() { for host in [list, message, toast] { host.frame = .zero } }

    @Test("The variants lay out under the notch: live, later passes, a detached snapshot, the next size ahead, then layout()",
          arguments: LayoutDirection.allCases)
    func variantsUnderTheNotch(direction: LayoutDirection) async throws {
        let scheme = self.scheme, rtl = direction == .rightToLeft
        root.frame = CGRect(origin: .zero, size: Self.devices[0].size)
        root.safeAreaInsets = Self.devices[0].insets
        for (index, (size, insets)) in Self.devices.enumerated() {
            root.frame = CGRect(origin: .zero, size: size)
            root.safeAreaInsets = insets
            let design = Self.expected(size, insets: insets, rtl: rtl), bounds = root.layoutElement.bounds
            clear()
            scheme.captureHostState(for: bounds, direction: direction)
            try scheme.apply(snapshot: await Task.detached { scheme.snapshot(for: bounds, direction: direction) }.value)
            #expect(frames == design, "a snapshot taken in another task at \(size), applied")
            scheme.layout(direction: direction)
            #expect(frames == design, "layout() at \(size)")
            clear()
            scheme.layout(direction: direction)
            #expect(frames == design, "a later layout() at \(size)")

            // The next device's size ahead, with the insets the view has now.
            let next = Self.devices[(index + 1) % Self.devices.count], rect = CGRect(origin: .zero, size: next.size)
            scheme.captureHostState(for: rect, direction: direction)
            let ahead = await Task.detached { scheme.snapshot(for: rect, direction: direction) }.value
            try scheme.apply(snapshot: ahead)
            #expect(frames == Self.expected(next.size, insets: insets, rtl: rtl),
                    "a snapshot for \(next.size) taken at \(size) (its bounds less the present insets), applied")
            root.frame = rect
            root.safeAreaInsets = next.insets
            scheme.layout(direction: direction)
            #expect(frames == Self.expected(next.size, insets: next.insets, rtl: rtl), "layout() at \(next.size) after its snapshot")
        }
    }

    /// A phone in portrait, in landscape with the notch at the left only, and in landscape with it at the right
    /// only (the home indicator 21 below): asymmetric areas, where mirroring around the view instead of the area shows.
    static let turns: [(size: CGSize, insets: EdgeInsets)] = [
        (CGSize(width: 375, height: 812), EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
        (CGSize(width: 812, height: 375), EdgeInsets(top: 0, left: 47, bottom: 21, right: 0)),
        (CGSize(width: 812, height: 375), EdgeInsets(top: 0, left: 0, bottom: 21, right: 47)),
        (CGSize(width: 320, height: 568), EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
    ]

    /// ``scheme`` and a 120 × 20 status badge constrained by the same safe area, 8 from its trailing edge and 8
    /// below its top: a constraint by the guide and an adaptive scheme over it in one pass.
    func schemeWithBadge(_ badge: TreeHost) -> LayoutScheme {
        let safeArea = root.layoutElement.safeAreaLayoutGuide
        return LayoutScheme(blocks: [
            scheme,
            badge.layoutBlock(with: Layout(x: .trailing(8), y: .top(8), width: 120, height: 20),
                              constraints: [safeArea.layoutConstraint(for: [.equally])]),
        ])
    }

    /// ``expected(_:insets:rtl:)`` and the badge.
    static func expectedWithBadge(_ size: CGSize, insets: EdgeInsets, rtl: Bool) -> [CGRect] {
        let minX = insets.left, maxX = size.width - insets.right
        return expected(size, insets: insets, rtl: rtl) + [CGRect(x: rtl ? minX + 8 : maxX - 8 - 120, y: insets.top + 8, width: 120, height: 20)]
    }

    @Test("A constraint by the safe area and an adaptive scheme over it see one safe area in a snapshot for another size",
          arguments: LayoutDirection.allCases)
    func oneSafeAreaInASnapshotForAnotherSize(direction: LayoutDirection) async throws {
        let badge = TreeHost(name: "badge")
        root.add(badge)
        let scheme = schemeWithBadge(badge), rtl = direction == .rightToLeft
        var all: [CGRect] { frames + [badge.frame] }
        for (index, (size, insets)) in Self.turns.enumerated() {
            root.frame = CGRect(origin: .zero, size: size)
            root.safeAreaInsets = insets
            scheme.layout(direction: direction)
            #expect(all == Self.expectedWithBadge(size, insets: insets, rtl: rtl), "layout() at \(size) \(insets)")
            // Each other turn ahead, portrait to landscape and back, with the insets the view has now.
            for (other, (next, _)) in Self.turns.enumerated() where other != index {
                let rect = CGRect(origin: .zero, size: next), design = Self.expectedWithBadge(next, insets: insets, rtl: rtl)
                let label = "\(size) \(insets) → \(next)"
                let turned = scheme.snapshot(for: rect, direction: direction)
                #expect([list, message, toast, badge].map { turned.frame(of: $0.layoutElement) } == design,
                        "a snapshot for \(label): the badge and the variant in one safe area")
                scheme.captureHostState(for: rect, direction: direction)
                let detached = await Task.detached { scheme.snapshot(for: rect, direction: direction) }.value
                try scheme.apply(snapshot: detached)
                #expect(all == design, "a detached snapshot for \(label), applied")
                // The same size laid out for real, the insets unchanged, then back.
                root.frame = rect
                scheme.layout(direction: direction)
                #expect(all == design, "layout() at \(label), the insets unchanged")
                root.frame = CGRect(origin: .zero, size: size)
                scheme.layout(direction: direction)
                #expect(all == Self.expectedWithBadge(size, insets: insets, rtl: rtl), "layout() back at \(size)")
            }
        }
    }
}
