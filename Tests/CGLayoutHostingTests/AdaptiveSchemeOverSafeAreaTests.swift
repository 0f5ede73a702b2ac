import CGLayout
import CGLayoutHosting
import CGLayoutTestSupport
import Foundation
import Testing

/// A photo screen whose adaptive scheme is over the view's safe area: its variants lay out the view's children
/// in the safe area (the home indicator's strip below stays clear), and a close button laid out after it by the
/// screen's scheme lays out in the view's bounds — live, in later passes, through snapshots taken in another
/// task, through `layout(in:)`, and, for the button, in a snapshot for the next size.
@MainActor
@Suite("An adaptive scheme over a view's safe area")
struct AdaptiveSchemeOverSafeAreaTests {
    /// Phone portrait, phone landscape, a small phone without a home indicator, a tablet landscape: the view's
    /// size and the height of the strip its safe area leaves out at the bottom.
    static let sizes: [(size: CGSize, bottomInset: CGFloat)] = [
        (CGSize(width: 375, height: 812), 34), (CGSize(width: 812, height: 375), 21),
        (CGSize(width: 320, height: 568), 0), (CGSize(width: 1024, height: 768), 20),
    ]

    let root = TreeHost(name: "root"), photo = TreeHost(name: "photo"), caption = TreeHost(name: "caption")
    let close = TreeHost(name: "close")

    init() {
        for child in [photo, caption, close] { root.add(child) }
    }

    var frames: [CGRect] { [photo.frame, caption.frame, close.frame] }

    /// From 600 points of safe area a 240-point photo at the leading side beside the caption; below, the photo
    /// 200 high across the top and the caption across the bottom; then the close button 16 in at the top trailing
    /// corner of the view.
    var scheme: LayoutScheme {
        LayoutScheme(blocks: [
            AdaptiveScheme(container: root.layoutElement.safeAreaLayoutGuide, variants: [
                .init("side by side", when: .width(atLeast: 600), scheme: LayoutScheme(blocks: [
                    photo.layoutBlock(with: Layout(x: .leading(16), y: .top(16), width: 240, height: .boxed(32))),
                    caption.layoutBlock(with: Layout(x: .leading(272), y: .bottom(16), width: .boxed(288), height: 44)),
                ])),
                .init("stacked", scheme: LayoutScheme(blocks: [
                    photo.layoutBlock(with: Layout(x: .center(), y: .top(16), width: .boxed(32), height: 200)),
                    caption.layoutBlock(with: Layout(x: .leading(16), y: .bottom(16), width: .boxed(32), height: 44)),
                ])),
            ]),
            close.layoutBlock(with: Layout(x: .trailing(16), y: .top(16), width: 30, height: 30)),
        ])
    }

    /// The design's frames in a view of `size` whose safe area leaves `bottomInset` out at the bottom.
    static func expected(_ size: CGSize, bottomInset: CGFloat, rtl: Bool) -> [CGRect] {
        let width = size.width, safeHeight = size.height - bottomInset
        let close = CGRect(x: rtl ? 16 : width - 16 - 30, y: 16, width: 30, height: 30)
        guard width >= 600 else {
            return [CGRect(x: 16, y: 16, width: width - 32, height: 200), CGRect(x: 16, y: safeHeight - 16 - 44, width: width - 32, height: 44), close]
        }
        return [CGRect(x: rtl ? width - 16 - 240 : 16, y: 16, width: 240, height: safeHeight - 32),
                CGRect(x: rtl ? 16 : 272, y: safeHeight - 16 - 44, width: width - 288, height: 44), close]
    }

    @Test("The variants lay out in the safe area, the block after them in the view: live, later passes, snapshots, layout(in:), the next size",
          arguments: LayoutDirection.allCases)
    func variantsInTheSafeArea(direction: LayoutDirection) async throws {
        let scheme = self.scheme, rtl = direction == .rightToLeft
        for (index, (size, inset)) in Self.sizes.enumerated() {
            root.frame = CGRect(origin: .zero, size: size)
            root.safeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: inset, right: 0)
            let design = Self.expected(size, bottomInset: inset, rtl: rtl), bounds = root.layoutElement.bounds
            scheme.layout(direction: direction)
            #expect(frames == design, "layout() at \(size)")
            scheme.layout(direction: direction)
            #expect(frames == design, "a later layout() at \(size)")
            for host in [photo, caption, close] { host.frame = .zero }
            scheme.captureHostState(for: bounds, direction: direction)
            try scheme.apply(snapshot: await Task.detached { scheme.snapshot(for: bounds, direction: direction) }.value)
            #expect(frames == design, "a snapshot taken in another task at \(size), applied")
            for host in [photo, caption, close] { host.frame = .zero }
            scheme.layout(in: bounds, direction: direction)
            #expect(frames == design, "layout(in:) the view's bounds at \(size)")
            // The next size ahead: the close button is laid out in the rect (the safe area's variant reads the insets the
            // view has now: a view's insets at another size are not known before it has that size).
            let next = Self.sizes[(index + 1) % Self.sizes.count]
            let ahead = scheme.snapshot(for: CGRect(origin: .zero, size: next.size), direction: direction)
            #expect(ahead.frame(of: close.layoutElement) == Self.expected(next.size, bottomInset: next.bottomInset, rtl: rtl)[2],
                    "the close button in a snapshot for \(next.size) taken at \(size)")
            #expect(frames == design, "a snapshot for another size writes nothing")
        }
    }
}
