import CGLayout
import Foundation

/// A node that measures at a fixed size whatever its frame (a control, an image).
final class FixedSizeNode: LayoutNode, @unchecked Sendable {
    let intrinsic: CGSize
    init(intrinsic: CGSize, name: String) {
        self.intrinsic = intrinsic
        super.init(name: name)
    }
    override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsic }
}
