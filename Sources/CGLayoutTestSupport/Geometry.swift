import Foundation

/// Short rect constructor for expected frames.
///
/// - Returns: `CGRect(x: x, y: y, width: width, height: height)`.
public func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// `frame` mirrored in a space `width` wide: what a right-to-left pass gives for a
/// left-to-right frame.
///
/// - Parameters:
///   - frame: A left-to-right frame.
///   - width: The width of the space it is in.
/// - Returns: The mirrored frame.
public func mirrored(_ frame: CGRect, in width: CGFloat) -> CGRect {
    rect(width - frame.maxX, frame.minY, frame.width, frame.height)
}
