#if CGLAYOUT_DECLARATIONS   // the declarations' text metrics and test controls
import CGLayout
import CGLayoutUIKit
import Foundation
import Testing
import UIKit

/// Labels, text views and buttons size themselves with `sizeThatFits(_:)` at the width the layout gives.
@MainActor
@Suite("Views measured by sizeThatFits")
struct MeasuringTests {
    /// A label that remembers the sizes it was asked about.
    final class SpyLabel: UILabel {
        var proposals: [CGSize] = []
        override func sizeThatFits(_ size: CGSize) -> CGSize {
            proposals.append(size)
            return super.sizeThatFits(size)
        }
    }

    @Test("`.fit` asks a label at the width its layout resolved, and wraps there",
          arguments: [CGFloat(320), 375, 768])
    func fitAtTheLayoutsWidth(width: CGFloat) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 600)), body = SpyLabel()
        body.text = "A paragraph that wraps at the width its block gives it, whatever the screen"
        body.numberOfLines = 0
        root.addSubview(body)
        body.layoutBlock(with: Layout(x: .leading(16), y: .top(16), width: .boxed(32), height: .fit)).layout(direction: .leftToRight)
        #expect(body.proposals.map(\.width) == [width - 32])
        let lines = MonospacedTextMeasurer().lines(of: body.text!, fitting: width - 32, numberOfLines: 0).count
        #expect(body.frame == CGRect(x: 16, y: 16, width: width - 32, height: CGFloat(lines) * 17))
    }

    @Test("An adjust constraint sizes the space to the label's text: width and height, in both directions")
    func adjustConstraint() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100)), name = UILabel()
        name.text = "Ada Lovelace"
        root.addSubview(name)
        let block = name.layoutBlock(with: Layout(x: .leading(16), y: .top(8), width: .equal, height: .equal),
                                     constraints: [name.adjustLayoutConstraint(for: [.width(), .height()])])
        block.layout(direction: .leftToRight)
        #expect(name.frame == CGRect(x: 16, y: 8, width: 84, height: 17))
        block.layout(direction: .rightToLeft)
        #expect(name.frame == CGRect(x: 220, y: 8, width: 84, height: 17))     // 320 − 16 − 84
    }

    @Test("A text view fills the width and is as tall as its text inside its insets")
    func textView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480)), notes = UITextView()
        notes.text = "Notes from the analytical engine"
        root.addSubview(notes)
        notes.layoutBlock(with: Layout(x: .left(10), y: .top(10), width: .boxed(20), height: .fit)).layout()
        // 300 − 10 of padding leaves 290: 41 characters a line, so one line of 17, plus 8 + 8.
        #expect(notes.frame == CGRect(x: 10, y: 10, width: 300, height: 33))
    }

    @Test("A button is as wide as its title")
    func button() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100)), done = UIButton(type: .system)
        done.setTitle("Done", for: .normal)
        root.addSubview(done)
        done.layoutBlock(with: Layout(x: .trailing(16), y: .top(8), width: .fit, height: .fit)).layout(direction: .leftToRight)
        #expect(done.frame == CGRect(x: 276, y: 8, width: 28, height: 17))
    }

    @Test("A plain view measures as its present size, as UIKit's default sizeThatFits does")
    func plainView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100)), box = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        root.addSubview(box)
        box.layoutBlock(with: Layout(x: .center(), y: .center(), width: .fit, height: .fit)).layout()
        #expect(box.frame == CGRect(x: 145, y: 40, width: 30, height: 20))
    }
}
#endif
