// `import CGLayout` is enough to write a layout: the geometry types of the public API come with it.
// On Apple platforms they are CoreGraphics' (as `import UIKit` gives them); elsewhere Foundation's, and only
// those four types, so a program that does not import Foundation itself does not get all of Foundation.
#if canImport(CoreGraphics)
@_exported import CoreGraphics
#else
@_exported import struct Foundation.CGFloat
@_exported import struct Foundation.CGPoint
@_exported import struct Foundation.CGRect
@_exported import struct Foundation.CGSize
#endif
