import Foundation

/// The seed of a property test: `CGLAYOUT_SEED` when set, otherwise `value`; always
/// printed with the test's name, so a failure can be replayed.
///
/// ```swift
/// var random = SplitMix64(seed: propertySeed("layoutIsIdempotent", default: 0xC61A))
/// ```
///
/// - Parameters:
///   - test: The test's name, printed with the seed.
///   - value: The seed when `CGLAYOUT_SEED` is not set.
/// - Returns: The seed to build the generator from.
public func propertySeed(_ test: String, default value: UInt64) -> UInt64 {
    let seed = ProcessInfo.processInfo.environment["CGLAYOUT_SEED"].flatMap(UInt64.init) ?? value
    print("[\(test)] seed \(seed) (set CGLAYOUT_SEED to reproduce)")
    return seed
}
