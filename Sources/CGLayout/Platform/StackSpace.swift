// pthreads come from the platform's C library module: Glibc here, Darwin on Apple platforms.
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

/// Room for deep trees: the layout of a container depends on its content's, so laying out,
/// measuring, snapshotting, describing and freeing a tree are recursive, and a tree of 100,000
/// levels (nodes, nested stacks, nested schemes, flex containers) needs far more stack than a
/// thread has. Rather than rewrite every recursive step as a loop with its own stack of every
/// local (and make the common, shallow case slower), the recursive steps check how much of the
/// thread's stack is left, and when it runs low they go on, synchronously, on a new thread with
/// a large stack (which can hand over again). A shallow tree pays one thread-local read per
/// recursive step; only trees hundreds of levels deep ever start a thread.
///
/// The stack limit is a property of the thread, not of a pass, so it is kept per thread. What else
/// is kept per thread (the containers where passes started that reached a container's content from
/// outside the built-in blocks, the present size published for a node's compatibility
/// `sizeThatFits(_:)`) goes along to the new thread, so a step gives the same result on either
/// side of a hand-over; the pass's own state (its frames, its direction, the containers whose content it is in, a
/// snapshot's readings, the adaptive scheme's computation it is part of) is in the
/// ``LayoutContext`` and parameters the step was handed, which the step's closure carries across as
/// they are.
package enum StackSpace {
    /// Stack kept free below a recursive step before it moves on: enough for
    /// one level of the algorithm with a measure function (text shaping), in
    /// unoptimized builds too.
    package static let reserve = 192 * 1024
    /// The stack of each new thread (address space, committed only as used).
    package static let freshStackSize = 64 * 1024 * 1024

    /// Holds, per thread, the lowest address a step may start at (as a pointer value; nil until known). Kept per
    /// thread, not in the pass: it is where this thread's stack ends, the same for every pass the thread runs.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Whether a light recursive step (rounding, restoring saved frames) at `depth` below its entry
    /// should check the stack: every 32 levels (32 such steps fit in ``reserve`` many times over).
    @inline(__always) package static func mayBeLow(_ depth: Int) -> Bool { depth & 31 == 31 }

    /// Whether this thread's stack is too short for another recursive step.
    @inline(__always) package static var isLow: Bool {
        var marker: UInt8 = 0
        let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        let limit = UInt(bitPattern: pthread_getspecific(key))
        return here < (limit == 0 ? learnLimit() : limit)
    }

    /// Finds this thread's stack and records its limit.
    @inline(never) private static func learnLimit() -> UInt {
        var low: UInt = 0
        // Darwin has no pthread_getattr_np: it reports a thread's stack with its own two calls.
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

    /// Runs `body` here, or on a fresh stack when this thread's is low: the guard of a recursive step.
    ///
    /// - Parameter body: The step.
    /// - Returns: What `body` returns.
    @inline(__always)
    package static func guarded<T>(_ body: () -> T) -> T {
        isLow ? onFreshStack(body) : body()
    }

    /// ``guarded(_:)`` for a step that throws.
    @inline(__always)
    package static func guarded<T, Failure: Error>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
        guard isLow else { return try body() }
        return try onFreshStack { () -> Result<T, Failure> in
            do throws(Failure) { return .success(try body()) } catch { return .failure(error) }
        }.get()
    }

    /// Frees `value` here, or on a fresh stack when this thread's is low: a `deinit` that lets go of
    /// the rest of a deep tree calls it, so freeing the tree never overflows (each level checks).
    /// Pass the last reference (`release(consume children)`): a copy kept by the caller would be
    /// freed on the caller's stack after all.
    ///
    /// - Parameters:
    ///   - value: What the `deinit` held (moved out of its stored property).
    ///   - depth: How many levels freeing `value` recurses through without another check; the fresh
    ///     stack is made large enough for them (512 bytes a level, at least ``freshStackSize``).
    package static func release<T>(_ value: consuming T, depth: Int = 0) {
        guard isLow || depth > 4096 else { return }
        let held = Held(value)
        onFreshStack(size: max(freshStackSize, depth.multipliedReportingOverflow(by: 512).partialValue)) { held.value = nil }
    }

    /// A value moved to another thread to be freed there.
    private final class Held<T> {
        var value: T?
        init(_ value: consuming T) { self.value = value }
    }

    /// Work handed to a new thread.
    private final class Job {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    /// Runs `body` on a new thread with a stack of `size` bytes and waits for it, with this thread's
    /// pass state (see ``PassThreadState``); runs it here when no thread can be made.
    ///
    /// - Parameters:
    ///   - size: The new thread's stack; ``freshStackSize`` by default.
    ///   - body: The work.
    /// - Returns: What `body` returns.
    package static func onFreshStack<T>(size: Int = freshStackSize, _ body: () -> T) -> T {
        withoutActuallyEscaping(body) { body in
            var result: T?
            var state = PassThreadState.current
            // The main thread, handing a step over, runs the main-actor work the step sends back meanwhile.
            let beginning = state.waiting == nil ? WaitingMainThread.beginning() : nil
            if let beginning { state.waiting = beginning }
            var back = state
            let job = Job {
                result = state.installed { body() }
                back = .current
                beginning?.finish()
            }
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, size)
            let context = Unmanaged.passRetained(job).toOpaque()
            // pthread_t is an optional pointer on Darwin and an integer on Linux: the calls differ only in that.
            #if canImport(Darwin)
            var thread: pthread_t?
            let status = pthread_create(&thread, &attributes, { context in
                Unmanaged<Job>.fromOpaque(context).takeRetainedValue().run()
                return nil
            }, context)
            if status == 0, let thread { beginning?.serve(); pthread_join(thread, nil) }
            #else
            var thread = pthread_t()
            let status = pthread_create(&thread, &attributes, { context in
                if let context { Unmanaged<Job>.fromOpaque(context).takeRetainedValue().run() }
                return nil
            }, context)
            if status == 0 { beginning?.serve(); pthread_join(thread, nil) }
            #endif
            if status != 0 {
                Unmanaged<Job>.fromOpaque(context).release()
                return body()
            }
            back.returned()
            return result!
        }
    }
}

/// What is kept per thread, carried to the thread a deep step goes on on: the fallback of
/// container contents reached without a pass's list (``FreshContentPasses``), the present size
/// published for the one `sizeThatFits(_:)` call of a node or guide measured in a pass
/// (``PresentFrame``). None of it is the pass's state: that travels in the
/// ``LayoutContext`` and the pass's parameters (its frames, its direction, the containers whose content it
/// is in, a snapshot's readings, the adaptive scheme's computation it is part of), which the step's closure carries across as they are. The calling thread waits
/// meanwhile, so what it published stays valid.
struct PassThreadState {
    let freshContentPasses: FreshContentPasses.State
    let published: UnsafeMutableRawPointer?
    /// The main thread waiting at the start of this chain of hand-overs, which runs main-actor work sent back to it.
    var waiting: WaitingMainThread?

    /// This thread's state.
    static var current: PassThreadState {
        var freshContentPasses = FreshContentPasses.state
        freshContentPasses.spare = nil   // each thread's own (two threads must never share it)
        return PassThreadState(freshContentPasses: freshContentPasses, published: PresentFrame.publishedEntry,
                               waiting: WaitingMainThread.current)
    }

    /// Takes back, on the waiting thread, what the step's thread left (a loop the backstop refused there is
    /// unwound here); the thread keeps its own spare list.
    func returned() {
        FreshContentPasses.state = withOwnSpare(freshContentPasses)
    }

    /// Runs `body` with this state as the running thread's (which keeps its own spare list).
    func installed<R>(_ body: () -> R) -> R {
        FreshContentPasses.state = withOwnSpare(freshContentPasses)
        PresentFrame.publishedEntry = published
        WaitingMainThread.install(waiting)
        return body()
    }

    /// `state` with the running thread's own spare list (see `FreshContentPasses.State.spare`).
    private func withOwnSpare(_ state: FreshContentPasses.State) -> FreshContentPasses.State {
        var state = state
        state.spare = FreshContentPasses.state.spare
        return state
    }
}
