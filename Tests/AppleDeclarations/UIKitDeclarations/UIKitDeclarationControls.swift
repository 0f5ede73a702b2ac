import Foundation

// Not part of UIKit: the controls a test uses to stand in for the device and the system
// (an orientation, a window's traits and safe area) and what the declarations record
// (frames changed inside animation blocks).

/// What the tests set where UIKit would read the device, and what the declarations record.
@MainActor
public enum UIKitDeclarationControls {
    /// The device's orientation (`UIDevice.current.orientation`).
    public static var orientation: UIDeviceOrientation = .portrait
    /// The traits of views in no window.
    public static var deviceTraits = UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular),
        UITraitCollection(displayScale: 3), UITraitCollection(layoutDirection: .leftToRight),
    ])

    /// One animation block: its duration and the frames views were given inside it.
    public struct Animation {
        /// The block's duration.
        public let duration: TimeInterval
        /// Each frame written inside the block, with the view's accessibility identifier.
        public var frames: [(view: String?, frame: CGRect)]
    }

    /// The animation blocks run so far, oldest first.
    public static var animations: [Animation] = []
    private static var openAnimations: [Animation] = []

    /// Every frame written outside animation blocks, oldest first (view identifier, frame).
    public static var unanimatedFrames: [(view: String?, frame: CGRect)] = []

    static func beginAnimation(duration: TimeInterval) { openAnimations.append(Animation(duration: duration, frames: [])) }

    static func endAnimation() {
        if let animation = openAnimations.popLast() { animations.append(animation) }
    }

    static func record(_ view: UIView, frame: CGRect) {
        if openAnimations.isEmpty {
            unanimatedFrames.append((view.accessibilityIdentifier, frame))
        } else {
            openAnimations[openAnimations.count - 1].frames.append((view.accessibilityIdentifier, frame))
        }
    }

    /// Forgets the recorded animations and frames.
    public static func resetRecords() {
        animations = []
        unanimatedFrames = []
    }
}
