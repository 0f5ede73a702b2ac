#if CGLAYOUT_DECLARATIONS
import CGLayout
import CGLayoutUIKit
import Foundation
import Testing
import UIKit

// MARK: - A settings screen in a view controller, inside the safe area

@MainActor final class SettingsController: UIViewController {
    let avatar = UIView(), name = UILabel(), email = UILabel(), separator = UIView()
    let rows = [("Notifications", "On"), ("Language", "English"), ("Storage", "1.2 GB")].map { title, value in
        (row: UIView(), title: { let label = UILabel(); label.text = title; return label }(),
         value: { let label = UILabel(); label.text = value; return label }())
    }
    let bio = UILabel(), signOut = UIButton(type: .system)
    let content = LayoutGuide<HostElement>(name: "content")
    var passes = 0

    lazy var scheme: LayoutScheme = {
        view.layoutElement.add(layoutGuide: content)
        let inContent = content.layoutConstraint(for: [.equally])
        var blocks: [any LayoutBlockProtocol] = [
            content.layoutBlock(with: Layout(x: .leading(16), y: .top(16), width: .boxed(32), height: .boxed(32)),
                                constraints: [view.layoutElement.safeAreaLayoutGuide.layoutConstraint(for: [.equally])]),
            avatar.layoutBlock(with: Layout(x: .leading(), y: .top(), width: 64, height: 64), constraints: [inContent]),
            name.layoutBlock(with: Layout(x: .leading(12), y: .top(), width: .fit, height: .fit),
                             constraints: [inContent, avatar.layoutConstraint(for: [.trailing(.limit(on: .outer)), .top(.align(by: .inner))])]),
            email.layoutBlock(with: Layout(x: .leading(12), y: .top(4), width: .fit, height: .fit),
                              constraints: [inContent, avatar.layoutConstraint(for: [.trailing(.limit(on: .outer))]),
                                            name.layoutConstraint(for: [.bottom(.limit(on: .outer))])]),
            separator.layoutBlock(with: Layout(x: .leading(), y: .top(16), width: .equal, height: 1),
                                  constraints: [inContent, avatar.layoutConstraint(for: [.bottom(.limit(on: .outer))])]),
        ]
        var above: UIView = separator
        for (row, title, value) in rows {
            blocks.append(row.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: 44),
                                          constraints: [above.layoutConstraint(for: [.bottom(.limit(on: .outer))])]))
            blocks.append(title.layoutBlock(with: Layout(x: .leading(16), y: .center(), width: .fit, height: .fit)))
            blocks.append(value.layoutBlock(with: Layout(x: .trailing(16), y: .center(), width: .fit, height: .fit)))
            above = row
        }
        blocks.append(bio.layoutBlock(with: Layout(x: .leading(), y: .top(16), width: .equal, height: .fit),
                                      constraints: [inContent, above.layoutConstraint(for: [.bottom(.limit(on: .outer))])]))
        blocks.append(signOut.layoutBlock(with: Layout(x: .center(), y: .bottom(), width: .fit, height: .fit), constraints: [inContent]))
        return LayoutScheme(blocks: blocks)
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        name.text = "Ada Lovelace"
        email.text = "ada@example.com"
        bio.text = "Wrote the first program for a machine that did not exist yet."
        bio.numberOfLines = 0
        signOut.setTitle("Sign out", for: .normal)
        for subview in [avatar, name, email, separator] { view.addSubview(subview) }
        for (row, title, value) in rows {
            view.addSubview(row)
            row.addSubview(title)
            row.addSubview(value)
        }
        view.addSubview(bio)
        view.addSubview(signOut)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        passes += 1
        scheme.layout(direction: LayoutDirection(view.effectiveUserInterfaceLayoutDirection))
    }

    /// Every view's frame, named, in its super view's space.
    var frames: [(String, CGRect)] {
        var result = [("avatar", avatar.frame), ("name", name.frame), ("email", email.frame), ("separator", separator.frame)]
        for (index, (row, title, value)) in rows.enumerated() {
            result += [("row\(index)", row.frame), ("row\(index).title", title.frame), ("row\(index).value", value.frame)]
        }
        return result + [("bio", bio.frame), ("signOut", signOut.frame)]
    }
}

/// The settings screen's design at one size: frames by arithmetic, left to right, then mirrored.
struct SettingsDesign {
    var width: CGFloat, height: CGFloat, top: CGFloat, bottom: CGFloat
    var nameLength = 12          // "Ada Lovelace"
    var bioLines: CGFloat        // the biography wrapped at width − 32 (hand-wrapped in each test)

    func frames(rightToLeft: Bool) -> [(String, CGRect)] {
        let w = width, t = top
        let nameWidth = min(7 * CGFloat(nameLength), w - 16 - 92)     // the name ends at the content's trailing edge at most
        var frames: [(String, CGRect)] = [
            ("avatar", CGRect(x: 16, y: t + 16, width: 64, height: 64)),
            ("name", CGRect(x: 92, y: t + 16, width: nameWidth, height: 17)),
            ("email", CGRect(x: 92, y: t + 16 + 17 + 4, width: 7 * 15, height: 17)),
            ("separator", CGRect(x: 16, y: t + 16 + 64 + 16, width: w - 32, height: 1)),
        ]
        var rowFrames: [(String, CGRect)] = []
        for (index, (title, value)) in [(13, 2), (8, 7), (7, 6)].enumerated() {   // characters of each row's title and value
            let row = CGRect(x: 0, y: t + 97 + 44 * CGFloat(index), width: w, height: 44)
            let titleFrame = CGRect(x: 16, y: (44 - 17) / 2, width: 7 * CGFloat(title), height: 17)
            let valueFrame = CGRect(x: w - 16 - 7 * CGFloat(value), y: (44 - 17) / 2, width: 7 * CGFloat(value), height: 17)
            rowFrames += [("row\(index)", row), ("row\(index).title", titleFrame), ("row\(index).value", valueFrame)]
        }
        frames += rowFrames
        frames += [
            ("bio", CGRect(x: 16, y: t + 97 + 3 * 44 + 16, width: w - 32, height: 17 * bioLines)),
            ("signOut", CGRect(x: (w - 56) / 2, y: height - bottom - 16 - 17, width: 56, height: 17)),   // "Sign out": 8 × 7
        ]
        // Right to left: every view is mirrored in its super view; rows span the screen, so a row's
        // labels mirror within the row's width, which is the screen's.
        return rightToLeft ? frames.map { ($0.0, mirrored($0.1, in: w)) } : frames
    }
}

@MainActor
@Suite("Screen: settings")
struct SettingsScreenTests {
    /// iPhone SE (320 × 568, a 20-point status bar), iPhone (375 × 812, notch 47, home indicator 34),
    /// iPad (768 × 1024, 24 and 20).
    static let sizes: [(width: CGFloat, height: CGFloat, top: CGFloat, bottom: CGFloat)] =
        [(320, 568, 20, 0), (375, 812, 47, 34), (768, 1024, 24, 20)]

    func window(_ size: (width: CGFloat, height: CGFloat, top: CGFloat, bottom: CGFloat), rightToLeft: Bool) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
        window.simulatedSafeAreaInsets = UIEdgeInsets(top: size.top, left: 0, bottom: size.bottom, right: 0)
        if rightToLeft { window.traitOverrides.layoutDirection = .rightToLeft }
        return window
    }

    @Test("First pass, both directions, at 320, 375 and 768", arguments: [false, true])
    func firstPass(rightToLeft: Bool) {
        // The biography, "Wrote the first program for a machine that did not exist yet." (61 characters):
        // 288 / 7 = 41 a line at 320: "Wrote the first program for a machine" / "that did not exist yet." (2 lines);
        // 343 / 7 = 49 at 375: "Wrote the first program for a machine that did" / "not exist yet." (2);
        // 736 / 7 = 105 at 768: one line.
        for (size, lines) in zip(Self.sizes, [CGFloat(2), 2, 1]) {
            let window = window(size, rightToLeft: rightToLeft)
            let controller = SettingsController()
            window.rootViewController = controller
            window.layoutIfNeeded()
            #expect(controller.passes == 1)
            let design = SettingsDesign(width: size.width, height: size.height, top: size.top, bottom: size.bottom, bioLines: lines)
            expectFrames(controller.frames, design.frames(rightToLeft: rightToLeft),
                         "settings: first pass \(size.width) \(rightToLeft ? "RTL" : "LTR")")
        }
    }

    @Test("A text change, then UIKit's next pass", arguments: [false, true])
    func textChange(rightToLeft: Bool) {
        // The new biography (171 characters), hand-wrapped:
        // at 41 a line (320): "Mathematician and writer, known for her" / "notes on the Analytical Engine, which" /
        //   "contain what many call the first" / "published algorithm intended to be" / "carried out by a machine." → 5 lines
        // at 49 (375): 48 / 46 / 49 / 25 characters → 4 lines; at 105 (768): 104 / 66 → 2 lines.
        let newBio = "Mathematician and writer, known for her notes on the Analytical Engine, which contain what many call "
            + "the first published algorithm intended to be carried out by a machine."
        let newName = "Augusta Ada King, Countess of Lovelace"                  // 38 characters, 266 points
        for (size, lines) in zip(Self.sizes, [CGFloat(5), 4, 2]) {
            let window = window(size, rightToLeft: rightToLeft)
            let controller = SettingsController()
            window.rootViewController = controller
            window.layoutIfNeeded()
            controller.bio.text = newBio
            controller.name.text = newName
            controller.view.setNeedsLayout()
            window.layoutIfNeeded()
            #expect(controller.passes == 2)
            let design = SettingsDesign(width: size.width, height: size.height, top: size.top, bottom: size.bottom,
                                        nameLength: 38, bioLines: lines)
            // At 320 the name (266) is wider than its space (320 − 16 − 92 = 212): `.fit` stops it at the
            // content's trailing edge, where the label cuts its line.
            expectFrames(controller.frames, design.frames(rightToLeft: rightToLeft),
                         "settings: text change \(size.width) \(rightToLeft ? "RTL" : "LTR")")
        }
    }

    @Test("A rotation: the safe area moves to the sides (812 × 375, 47 left and right, 21 below)")
    func landscapeSafeArea() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        window.simulatedSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let controller = SettingsController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        window.frame = CGRect(x: 0, y: 0, width: 812, height: 375)
        window.simulatedSafeAreaInsets = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        window.layoutIfNeeded()
        #expect(controller.passes == 2)
        // The content is the safe area inset by 16: x 63, width 812 − 94 − 32 = 686; the rows still span the screen.
        let c = CGRect(x: 63, y: 16, width: 686, height: 375 - 21 - 32)
        let bioLines: CGFloat = 1                                                   // 686 / 7 = 98 a line ≥ 61
        let expected: [(String, CGRect)] = [
            ("avatar", CGRect(x: c.minX, y: 16, width: 64, height: 64)),
            ("name", CGRect(x: c.minX + 76, y: 16, width: 84, height: 17)),
            ("email", CGRect(x: c.minX + 76, y: 37, width: 105, height: 17)),
            ("separator", CGRect(x: c.minX, y: 96, width: c.width, height: 1)),
            ("row0", CGRect(x: 0, y: 97, width: 812, height: 44)),
            ("row0.title", CGRect(x: 16, y: 13.5, width: 91, height: 17)),
            ("row0.value", CGRect(x: 812 - 16 - 14, y: 13.5, width: 14, height: 17)),
            ("row1", CGRect(x: 0, y: 141, width: 812, height: 44)),
            ("row1.title", CGRect(x: 16, y: 13.5, width: 56, height: 17)),
            ("row1.value", CGRect(x: 812 - 16 - 49, y: 13.5, width: 49, height: 17)),
            ("row2", CGRect(x: 0, y: 185, width: 812, height: 44)),
            ("row2.title", CGRect(x: 16, y: 13.5, width: 49, height: 17)),
            ("row2.value", CGRect(x: 812 - 16 - 42, y: 13.5, width: 42, height: 17)),
            ("bio", CGRect(x: c.minX, y: 229 + 16, width: c.width, height: 17 * bioLines)),
            ("signOut", CGRect(x: (812 - 56) / 2, y: 375 - 21 - 16 - 17, width: 56, height: 17)),
        ]
        expectFrames(controller.frames, expected, "settings: landscape safe area")
    }
}
#endif
