import Foundation

/// The switch for long tests: stress rounds, 10,000-level trees and other tests that take seconds each.
///
/// `swift test` runs the quick ones only; `CGLAYOUT_LONG_TESTS=1 swift test` (what `.ci/run` does) runs
/// every test. Mark a long test with the condition, so a plain run lists it as skipped and says why:
///
/// ```swift
/// @Test(.enabled(if: LongTests.isEnabled, "long: set CGLAYOUT_LONG_TESTS=1"))
/// func aHundredThousandLevelTreeLaysOut() { … }
/// ```
///
/// A test that has a quick form and a long form reads ``isEnabled`` to choose its size instead.
public enum LongTests {
    /// Whether `CGLAYOUT_LONG_TESTS` is `1` in the environment of the test process.
    public static let isEnabled: Bool = ProcessInfo.processInfo.environment["CGLAYOUT_LONG_TESTS"] == "1"

    /// `quick` in a plain run, `long` when long tests are enabled.
    ///
    /// - Parameters:
    ///   - quick: The size (rounds, depth, cases) of a plain run.
    ///   - long: The size with `CGLAYOUT_LONG_TESTS=1`.
    /// - Returns: One of the two.
    public static func size<Size>(quick: Size, long: Size) -> Size { isEnabled ? long : quick }
}
