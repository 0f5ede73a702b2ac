#if CGLAYOUT_DECLARATIONS
import CGLayout
import CGLayoutUIKit
import Foundation
import Testing
import UIKit

// MARK: - A profile screen written from the article "CGLayout in an app" alone

/// A profile: an avatar, a name and a follow button beside it, a biography of any length under
/// them and a row of three counts under the biography, all in the safe area with margins of 16.
@MainActor final class ProfileController: UIViewController {
    let avatar = UIView(), name = UILabel(), follow = UIButton(type: .system), bio = UILabel()
    let stats = UIView(), posts = UILabel(), followers = UILabel(), following = UILabel()
    var passes = 0

    lazy var scheme: LayoutScheme = {
        let inSafeArea = view.layoutElement.safeAreaLayoutGuide.layoutConstraint(for: [.equally])
        return LayoutScheme(blocks: [
            avatar.layoutBlock(with: Layout(x: .leading(16), y: .top(16), width: 64, height: 64), constraints: [inSafeArea]),
            // Centred on the avatar: its space takes the avatar's top and height.
            follow.layoutBlock(with: Layout(x: .trailing(16), y: .center(), width: .fit, height: .fit),
                               constraints: [inSafeArea, avatar.layoutConstraint(for: [.top(.align(by: .inner)), .height()])]),
            // Between the avatar and the button, level with the avatar's top.
            name.layoutBlock(with: Layout(x: .leading(12), y: .top(), width: .fit, height: .fit),
                             constraints: [inSafeArea,
                                           avatar.layoutConstraint(for: [.trailing(.limit(on: .outer)), .top(.align(by: .inner))]),
                                           follow.layoutConstraint(for: [.leading(.limit(on: .outer))])]),
            bio.layoutBlock(with: Layout(x: .leading(16), y: .top(12), width: .boxed(32), height: .fit),
                            constraints: [inSafeArea, avatar.layoutConstraint(for: [.bottom(.limit(on: .outer))])]),
            stats.layoutBlock(with: Layout(x: .leading(16), y: .top(16), width: .boxed(32), height: 44),
                              constraints: [inSafeArea, bio.layoutConstraint(for: [.bottom(.limit(on: .outer))])]),
            // The counts are subviews of the row: without constraints their space is the row's bounds.
            posts.layoutBlock(with: Layout(x: .leading(), y: .center(), width: .fit, height: .fit)),
            followers.layoutBlock(with: Layout(x: .center(), y: .center(), width: .fit, height: .fit)),
            following.layoutBlock(with: Layout(x: .trailing(), y: .center(), width: .fit, height: .fit)),
        ])
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        name.text = "Ada Lovelace"
        follow.setTitle("Follow", for: .normal)
        bio.text = ProfileDesign.shortBio
        bio.numberOfLines = 0
        posts.text = "128 posts"
        followers.text = "2,048 followers"
        following.text = "96 following"
        for subview in [avatar, name, follow, bio, stats] { view.addSubview(subview) }
        for count in [posts, followers, following] { stats.addSubview(count) }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        passes += 1
        scheme.layout(direction: LayoutDirection(view.effectiveUserInterfaceLayoutDirection))
    }

    /// Every view's frame, named, in its superview's space.
    var frames: [(String, CGRect)] {
        [("avatar", avatar.frame), ("follow", follow.frame), ("name", name.frame), ("bio", bio.frame), ("stats", stats.frame),
         ("posts", posts.frame), ("followers", followers.frame), ("following", following.frame)]
    }
}

/// The profile's design at one width: frames by arithmetic, left to right, then mirrored.
struct ProfileDesign {
    /// 61 characters.
    static let shortBio = "Wrote the first program for a machine that did not exist yet."
    /// 171 characters.
    static let longBio = "Mathematician and writer, known for her notes on the Analytical Engine, which contain what many call "
        + "the first published algorithm intended to be carried out by a machine."

    var width: CGFloat, top: CGFloat
    var nameLength = 12          // "Ada Lovelace"
    var bioLines: CGFloat        // the biography wrapped at width − 32, hand-wrapped in each test

    func frames(rightToLeft: Bool) -> [(String, CGRect)] {
        let w = width, t = top, row = w - 32
        // "Follow": 6 × 7 = 42 by 17, 16 from the trailing edge, centred on the avatar: 16 + (64 − 17) / 2.
        let follow = CGRect(x: w - 16 - 42, y: t + 16 + 23.5, width: 42, height: 17)
        // The name's room runs from 12 after the avatar (16 + 64 + 12 = 92) to the button's leading edge.
        let name = CGRect(x: 92, y: t + 16, width: min(7 * CGFloat(nameLength), follow.minX - 92), height: 17)
        let bio = CGRect(x: 16, y: t + 16 + 64 + 12, width: row, height: 17 * bioLines)
        let stats = CGRect(x: 16, y: bio.maxY + 16, width: row, height: 44)
        let topLevel: [(String, CGRect)] = [
            ("avatar", CGRect(x: 16, y: t + 16, width: 64, height: 64)), ("follow", follow), ("name", name),
            ("bio", bio), ("stats", stats),
        ]
        // In the row (its own space): "128 posts" 63, "2,048 followers" 105, "96 following" 84; y (44 − 17) / 2.
        let counts: [(String, CGRect)] = [
            ("posts", CGRect(x: 0, y: 13.5, width: 63, height: 17)),
            ("followers", CGRect(x: (row - 105) / 2, y: 13.5, width: 105, height: 17)),
            ("following", CGRect(x: row - 84, y: 13.5, width: 84, height: 17)),
        ]
        guard rightToLeft else { return topLevel + counts }
        return topLevel.map { ($0.0, mirrored($0.1, in: w)) } + counts.map { ($0.0, mirrored($0.1, in: row)) }
    }
}

@MainActor
@Suite("Screen: profile")
struct ProfileScreenTests {
    /// How a screen turns right to left: the app's language (the window's traits), or the root view's
    /// semantic content attribute.
    enum Direction: CaseIterable, CustomTestStringConvertible {
        case leftToRight, traits, semanticContent
        var testDescription: String { "\(self)" }
        var isRightToLeft: Bool { self != .leftToRight }
    }

    /// iPhone SE (320 × 568, status bar 20), iPhone (375 × 812, notch 47, home indicator 34),
    /// iPhone Plus (414 × 896, 48 and 34), iPad (768 × 1024, 24 and 20).
    static let sizes: [(width: CGFloat, height: CGFloat, top: CGFloat, bottom: CGFloat)] =
        [(320, 568, 20, 0), (375, 812, 47, 34), (414, 896, 48, 34), (768, 1024, 24, 20)]
    /// The short biography (61 characters) at 41, 49, 54 and 105 characters a line (width − 32 over 7):
    /// 37 + 23, 46 + 14, 50 + 10, one line.
    static let shortBioLines: [CGFloat] = [2, 2, 2, 1]
    /// The long one (171): 39 + 37 + 32 + 34 + 25; 48 + 46 + 49 + 25; 52 + 51 + 52 + 13; 104 + 66.
    static let longBioLines: [CGFloat] = [5, 4, 4, 2]

    func settled(_ size: (width: CGFloat, height: CGFloat, top: CGFloat, bottom: CGFloat),
                 _ direction: Direction) -> (UIWindow, ProfileController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
        window.simulatedSafeAreaInsets = UIEdgeInsets(top: size.top, left: 0, bottom: size.bottom, right: 0)
        if direction == .traits { window.traitOverrides.layoutDirection = .rightToLeft }
        let controller = ProfileController()
        if direction == .semanticContent { controller.view.semanticContentAttribute = .forceRightToLeft }
        window.rootViewController = controller
        window.layoutIfNeeded()
        return (window, controller)
    }

    @Test("First pass at 320, 375, 414 and 768, both directions", arguments: Direction.allCases)
    func firstPass(direction: Direction) {
        for (size, lines) in zip(Self.sizes, Self.shortBioLines) {
            let (window, controller) = settled(size, direction)
            defer { withExtendedLifetime(window) {} }
            #expect(controller.passes == 1)
            let design = ProfileDesign(width: size.width, top: size.top, bioLines: lines)
            expectFrames(controller.frames, design.frames(rightToLeft: direction.isRightToLeft),
                         "profile: first pass \(size.width) \(direction)")
            #expect(controller.scheme.issues.isEmpty, "\(controller.scheme.issues)")
        }
    }

    @Test("A longer biography and name, then UIKit's next pass", arguments: Direction.allCases)
    func contentChange(direction: Direction) {
        for (size, lines) in zip(Self.sizes, Self.longBioLines) {
            let (window, controller) = settled(size, direction)
            defer { withExtendedLifetime(window) {} }
            controller.bio.text = ProfileDesign.longBio
            controller.name.text = "Augusta Ada King, Countess of Lovelace"   // 38 characters, 266 points
            controller.view.setNeedsLayout()
            window.layoutIfNeeded()
            #expect(controller.passes == 2)
            // The name stops at the button: 170 at 320, 225 at 375, 264 at 414; 266 fits at 768.
            let design = ProfileDesign(width: size.width, top: size.top, nameLength: 38, bioLines: lines)
            expectFrames(controller.frames, design.frames(rightToLeft: direction.isRightToLeft),
                         "profile: content change \(size.width) \(direction)")
        }
    }

    @Test("A snapshot computed in a detached task after a change, applied on the main actor", arguments: Direction.allCases)
    func detachedSnapshot(direction: Direction) async throws {
        for (index, size) in Self.sizes.enumerated() {
            let (window, controller) = settled(size, direction)
            defer { withExtendedLifetime(window) {} }
            let scheme = controller.scheme, bounds = controller.view.bounds
            let layoutDirection = LayoutDirection(controller.view.effectiveUserInterfaceLayoutDirection)
            #expect(layoutDirection == (direction.isRightToLeft ? .rightToLeft : .leftToRight))
            controller.bio.text = ProfileDesign.longBio
            // What the snapshot reads of the views, read now on the main actor (the labels measured at their widths).
            scheme.captureHostState(for: bounds, direction: layoutDirection)
            let snapshot = await Task.detached { scheme.snapshot(for: bounds, direction: layoutDirection) }.value
            let long = ProfileDesign(width: size.width, top: size.top, bioLines: Self.longBioLines[index])
            // Computed, not applied: the views have not moved.
            #expect(controller.stats.frame == ProfileDesign(width: size.width, top: size.top, bioLines: Self.shortBioLines[index])
                .frames(rightToLeft: direction.isRightToLeft)[4].1)
            #expect(snapshot.frame(of: controller.bio.layoutElement) == long.frames(rightToLeft: direction.isRightToLeft)[3].1)
            try scheme.apply(snapshot: snapshot)
            expectFrames(controller.frames, long.frames(rightToLeft: direction.isRightToLeft),
                         "profile: detached snapshot \(size.width) \(direction)")
            #expect(scheme.issues.isEmpty, "\(scheme.issues)")

            // The documented one call, back to the short biography.
            controller.bio.text = ProfileDesign.shortBio
            let again = await scheme.snapshotInBackground(for: bounds, direction: layoutDirection)
            try scheme.apply(snapshot: again)
            let short = ProfileDesign(width: size.width, top: size.top, bioLines: Self.shortBioLines[index])
            expectFrames(controller.frames, short.frames(rightToLeft: direction.isRightToLeft),
                         "profile: snapshotInBackground \(size.width) \(direction)")
            #expect(scheme.issues.isEmpty, "\(scheme.issues)")
            #expect(controller.bio.layoutElement.unmeasuredProposals == 0)
        }
    }

    /// Turns of the screen: the size it has, the size it turns to, and the short biography's lines at the new width
    /// (61 characters at (width − 32) / 7 a line: 111 at 812, 76 at 568 — one line; 49 at 375, 41 at 320 — two).
    /// The insets stay the view's (top, bottom), as the snapshot's contract says: a snapshot for another size reads
    /// the insets the view has.
    static let turns: [(from: (width: CGFloat, height: CGFloat, top: CGFloat, bottom: CGFloat), to: CGSize, bioLines: CGFloat)] = [
        ((375, 812, 47, 34), CGSize(width: 812, height: 375), 1),
        ((812, 375, 47, 34), CGSize(width: 375, height: 812), 2),
        ((320, 568, 20, 0), CGSize(width: 568, height: 320), 1),
        ((568, 320, 20, 0), CGSize(width: 320, height: 568), 2),
    ]

    /// Every view's frame in `snapshot`, named as ``ProfileController/frames``.
    func frames(in snapshot: LayoutSnapshot, of c: ProfileController) -> [(String, CGRect)] {
        let views: [(String, UIView)] = [("avatar", c.avatar), ("follow", c.follow), ("name", c.name), ("bio", c.bio),
                                         ("stats", c.stats), ("posts", c.posts), ("followers", c.followers), ("following", c.following)]
        return views.map { ($0.0, snapshot.frame(of: $0.1.layoutElement) ?? .null) }
    }

    @Test("A snapshot for another size (the screen turned, and back) gives the frames a layout at that size gives",
          arguments: Direction.allCases)
    func snapshotAtAnotherSize(direction: Direction) throws {
        for turn in Self.turns {
            let (window, controller) = settled(turn.from, direction)
            defer { withExtendedLifetime(window) {} }
            let layoutDirection = LayoutDirection(controller.view.effectiveUserInterfaceLayoutDirection)
            // The documented contract of `snapshot(for:direction:)`: the rect describes the blocks' super element (the
            // controller's view) at that size, so the safe area under the same insets is the new width wide.
            let rect = CGRect(origin: .zero, size: turn.to)
            let turned = controller.scheme.snapshot(for: rect, direction: layoutDirection)
            let design = ProfileDesign(width: turn.to.width, top: turn.from.top, bioLines: turn.bioLines)
                .frames(rightToLeft: direction.isRightToLeft)
            let label = "\(turn.from.width) → \(turn.to.width) \(direction)"
            expectFrames(frames(in: turned, of: controller), design, "profile: snapshot for \(label)")
            // Applied before the view turns, then the same size laid out for real, insets unchanged.
            try controller.scheme.apply(snapshot: turned)
            expectFrames(controller.frames, design, "profile: snapshot applied, \(label)")
            window.frame = rect
            window.layoutIfNeeded()
            expectFrames(controller.frames, design, "profile: laid out, \(label)")
            #expect(controller.scheme.issues.isEmpty, "\(controller.scheme.issues)")
        }
    }

    @Test("A snapshot for another size computed in a detached task, applied, then UIKit's pass at that size",
          arguments: Direction.allCases)
    func detachedSnapshotAtAnotherSize(direction: Direction) async throws {
        for turn in Self.turns {
            let (window, controller) = settled(turn.from, direction)
            defer { withExtendedLifetime(window) {} }
            let scheme = controller.scheme, rect = CGRect(origin: .zero, size: turn.to)
            let layoutDirection = LayoutDirection(controller.view.effectiveUserInterfaceLayoutDirection)
            scheme.captureHostState(for: rect, direction: layoutDirection)
            let snapshot = await Task.detached { scheme.snapshot(for: rect, direction: layoutDirection) }.value
            let design = ProfileDesign(width: turn.to.width, top: turn.from.top, bioLines: turn.bioLines)
                .frames(rightToLeft: direction.isRightToLeft)
            let label = "\(turn.from.width) → \(turn.to.width) \(direction)"
            expectFrames(frames(in: snapshot, of: controller), design, "profile: detached snapshot for \(label)")
            try scheme.apply(snapshot: snapshot)
            expectFrames(controller.frames, design, "profile: detached snapshot applied, \(label)")
            window.frame = rect
            window.layoutIfNeeded()
            expectFrames(controller.frames, design, "profile: laid out after the detached snapshot, \(label)")
            #expect(scheme.issues.isEmpty, "\(scheme.issues)")
        }
    }
}
#endif
