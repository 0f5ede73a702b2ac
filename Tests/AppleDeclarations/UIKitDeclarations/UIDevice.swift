import Foundation

/// A representation of the current device. `@MainActor class UIDevice`.
@MainActor
open class UIDevice {
    private static let shared = UIDevice()

    /// An object representing the current device.
    open class var current: UIDevice { shared }

    /// The physical orientation of the device (here, what ``UIKitDeclarationControls/orientation`` says).
    open var orientation: UIDeviceOrientation {
        UIKitIsolation.check()
        return UIKitDeclarationControls.orientation
    }
}

/// Constants that describe the physical orientation of the device.
public enum UIDeviceOrientation: Int, Sendable {
    /// The orientation of the device can't be determined.
    case unknown = 0
    /// The device is in portrait mode, with the device held upright and the Home button on the bottom.
    case portrait = 1
    /// The device is in portrait mode but upside down.
    case portraitUpsideDown = 2
    /// The device is in landscape mode, with the Home button on the right side.
    case landscapeLeft = 3
    /// The device is in landscape mode, with the Home button on the left side.
    case landscapeRight = 4
    /// The device is held parallel to the ground with the screen facing upwards.
    case faceUp = 5
    /// The device is held parallel to the ground with the screen facing downwards.
    case faceDown = 6

    /// A Boolean value that indicates whether the device is in a portrait orientation.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// A Boolean value that indicates whether the device is in a landscape orientation.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
