#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if !canImport(Darwin)
/// glibc's `pthread_getattr_np` (a GNU extension the Glibc module does not export).
@_silgen_name("pthread_getattr_np")
private func getThreadAttributes(_ thread: pthread_t, _ attributes: UnsafeMutablePointer<pthread_attr_t>) -> Int32
#endif

/// Room for deep trees: the flex algorithm is recursive (a container's size
/// depends on its items' layouts), so a tree of 10,000 levels needs far more
/// stack than a thread has. Rather than rewrite the algorithm as a loop with
/// its own stack of every local (and make the common, shallow case slower),
/// the recursive steps check how much of the thread's stack is left, and when
/// it runs low they go on, synchronously, on a new thread with a large stack
/// (which can hand over again). A shallow tree pays one thread-local read per
/// recursive step; only trees hundreds of levels deep ever start a thread.
enum StackSpace {
    /// Stack kept free below a recursive step before it moves on: enough for
    /// one level of the algorithm with a measure function (text shaping), in
    /// unoptimized builds too.
    static let reserve = 192 * 1024
    /// The stack of each new thread (address space, committed only as used).
    static let freshStackSize = 64 * 1024 * 1024

    /// Holds, per thread, the lowest address a step may start at (as a pointer value; nil until known).
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Whether a light recursive step (rounding, restoring saved frames) at `depth` below its entry
    /// should check the stack: every 32 levels (32 such steps fit in ``reserve`` many times over).
    @inline(__always) static func mayBeLow(_ depth: Int) -> Bool { depth & 31 == 31 }

    /// Whether this thread's stack is too short for another recursive step.
    @inline(__always) static var isLow: Bool {
        var marker: UInt8 = 0
        let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        let limit = UInt(bitPattern: pthread_getspecific(key))
        return here < (limit == 0 ? learnLimit() : limit)
    }

    /// Finds this thread's stack and records its limit.
    @inline(never) private static func learnLimit() -> UInt {
        var low: UInt = 0
        #if canImport(Darwin)
        let top = UInt(bitPattern: pthread_get_stackaddr_np(pthread_self()))
        low = top - UInt(pthread_get_stacksize_np(pthread_self()))
        #else
        var attributes = pthread_attr_t()
        if getThreadAttributes(pthread_self(), &attributes) == 0 {
            var address: UnsafeMutableRawPointer?
            var size = 0
            if pthread_attr_getstack(&attributes, &address, &size) == 0 { low = UInt(bitPattern: address) }
            pthread_attr_destroy(&attributes)
        }
        #endif
        // Unknown bounds: assume the smallest common stack (512 KiB) below this frame.
        var marker: UInt8 = 0
        let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        if low == 0 || low >= here { low = here - 512 * 1024 }
        let limit = low + UInt(reserve)
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: limit))
        return limit
    }

    /// Work handed to a new thread.
    private final class Job {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    /// Runs `body` on a new thread with a ``freshStackSize`` stack and waits
    /// for it; runs it here when no thread can be made.
    static func onFreshStack<T>(_ body: () -> T) -> T {
        withoutActuallyEscaping(body) { body in
            var result: T?
            let job = Job { result = body() }
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, freshStackSize)
            let context = Unmanaged.passRetained(job).toOpaque()
            #if canImport(Darwin)
            var thread: pthread_t?
            let status = pthread_create(&thread, &attributes, { context in
                Unmanaged<Job>.fromOpaque(context).takeRetainedValue().run()
                return nil
            }, context)
            if status == 0, let thread { pthread_join(thread, nil) }
            #else
            var thread = pthread_t()
            let status = pthread_create(&thread, &attributes, { context in
                if let context { Unmanaged<Job>.fromOpaque(context).takeRetainedValue().run() }
                return nil
            }, context)
            if status == 0 { pthread_join(thread, nil) }
            #endif
            if status != 0 {
                Unmanaged<Job>.fromOpaque(context).release()
                return body()
            }
            return result!
        }
    }
}
