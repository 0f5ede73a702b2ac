// The one platform branch of the lock: on Linux `Synchronization.Mutex` waits on a futex, which
// ThreadSanitizer does not intercept, so the lock tells the sanitizer itself; on Apple's platforms
// `Mutex` is an `os_unfair_lock`, which the sanitizer intercepts, so there is nothing to tell.
#if !canImport(Darwin)
import Glibc
import Synchronization

/// Whether the sanitizer's functions are present: 0 not known yet, 1 absent,
/// 2 present (a global atomic is statically initialized: reading it is one load).
private let sanitizerState = Atomic<UInt8>(0)

/// ThreadSanitizer's annotations, so that `swift test --sanitize=thread`
/// checks code guarded by ``Lock``.
///
/// `Synchronization.Mutex` waits on a futex, which ThreadSanitizer does not
/// intercept: without these annotations it sees no order between a write
/// under the lock on one thread and a read under it on another, and reports
/// every such pair as a race. After taking the lock we tell it "acquire" and
/// before giving it back "release", on the lock's address.
///
/// The functions exist only in a process built with the sanitizer; they are
/// looked up once with `dlsym`. Without the sanitizer each call costs one
/// relaxed load of a statically initialized atomic and a branch.
enum ThreadSanitizer {

    private typealias Annotation = @convention(c) (UnsafeRawPointer?) -> Void

    /// `__tsan_acquire` and `__tsan_release`, looked up once (a lazily initialized
    /// static, so racing first calls are ordered in a way the sanitizer sees).
    /// `CGLAYOUT_TSAN_ANNOTATIONS=0` turns them off, to see the reports they prevent.
    private static let annotations: (acquire: Annotation, release: Annotation)? = {
        if getenv("CGLAYOUT_TSAN_ANNOTATIONS").map({ String(cString: $0) }) == "0" { return nil }
        // A nil handle is RTLD_DEFAULT: the global scope, searched without opening anything
        // (`dlopen(nil, RTLD_NOW)` would bind every lazy symbol of the program again).
        guard let acquire = dlsym(nil, "__tsan_acquire"), let release = dlsym(nil, "__tsan_release") else { return nil }
        return (unsafeBitCast(acquire, to: Annotation.self), unsafeBitCast(release, to: Annotation.self))
    }()

    /// `false` once the sanitizer's functions are known to be absent (then for good): a lock taken without telling
    /// the sanitizer is then the same as one that tells it (see `Lock.withLock(annotated:_:)`).
    @inline(__always) static var mayBePresent: Bool { sanitizerState.load(ordering: .relaxed) != 1 }

    /// Tells the sanitizer this thread now holds `lock` (after taking it).
    @inline(__always) static func acquire(_ lock: AnyObject) {
        if sanitizerState.load(ordering: .relaxed) == 1 { return }
        annotate(lock, release: false)
    }

    /// Tells the sanitizer this thread is giving `lock` back (before releasing it).
    @inline(__always) static func release(_ lock: AnyObject) {
        if sanitizerState.load(ordering: .relaxed) == 1 { return }
        annotate(lock, release: true)
    }

    @inline(never) private static func annotate(_ lock: AnyObject, release: Bool) {
        guard let annotations else {
            sanitizerState.store(1, ordering: .relaxed)
            return
        }
        sanitizerState.store(2, ordering: .relaxed)
        let address = UnsafeRawPointer(Unmanaged.passUnretained(lock).toOpaque())
        if release { annotations.release(address) } else { annotations.acquire(address) }
    }
}
#else
/// Nothing to tell ThreadSanitizer on Apple's platforms: it intercepts `os_unfair_lock`, which `Mutex` uses there.
enum ThreadSanitizer {
    @inline(__always) static var mayBePresent: Bool { false }
    @inline(__always) static func acquire(_ lock: AnyObject) {}
    @inline(__always) static func release(_ lock: AnyObject) {}
}
#endif
