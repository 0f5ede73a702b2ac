// dlopen and dlsym come from the platform's C library module; the code is the same on each.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A system library opened at run time, and its functions looked up by name.
///
/// Why at run time rather than linked with a module map: HarfBuzz is installed on these
/// machines as its runtime library alone (`libharfbuzz.so.0`, no headers, no unversioned
/// `libharfbuzz.so` for the linker), and linking against it would need linker flags that
/// SwiftPM refuses in packages used as dependencies. Opening the libraries here keeps the
/// package building anywhere, with or without the libraries or their headers, for people who
/// never import `CGLayoutText`; and a library missing at run time becomes a typed error
/// (``FontTextError/libraryUnavailable(library:reason:)``) instead of a program that does not start.
/// ICU and fontconfig are opened the same way for the same reasons (ICU's C functions also carry
/// its version in their names, `ubrk_open_72`, which a module map cannot follow).
struct DynamicLibrary: @unchecked Sendable {
    /// The handle from `dlopen`; never closed (the functions stay in use for the process's life).
    let handle: UnsafeMutableRawPointer
    /// The file name that was opened.
    let name: String
    /// A suffix every function name carries (ICU's `_72`), empty for most libraries.
    var symbolSuffix = ""

    /// Opens the first of `candidates` that loads.
    static func open(_ candidates: [String]) throws(FontTextError) -> DynamicLibrary {
        var reason = "not found"
        for candidate in candidates {
            if let handle = dlopen(candidate, RTLD_NOW | RTLD_LOCAL) { return DynamicLibrary(handle: handle, name: candidate) }
            if let message = dlerror() { reason = String(cString: message) }
        }
        throw .libraryUnavailable(library: candidates.first ?? "", reason: reason)
    }

    /// Whether the library has `symbol` (with the suffix).
    func has(_ symbol: String) -> Bool { dlsym(handle, symbol + symbolSuffix) != nil }

    /// The function `symbol` as a C function pointer of type `T`.
    func function<T>(_ symbol: String, as type: T.Type = T.self) throws(FontTextError) -> T {
        guard let pointer = dlsym(handle, symbol + symbolSuffix) else {
            throw .symbolMissing(library: name, symbol: symbol + symbolSuffix)
        }
        return unsafeBitCast(pointer, to: T.self)
    }
}
