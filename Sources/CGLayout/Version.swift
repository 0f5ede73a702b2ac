/// The version of this package: the tag of its release, in semantic versioning (`major.minor.patch`).
///
/// Read it as `CGLayout.version`. `CHANGELOG.md` says what each version added, changed and fixed;
/// a test checks that the two agree.
///
/// ```swift
/// print(CGLayout.version)   // 0.1.0
/// ```
public let version = "0.1.0"
