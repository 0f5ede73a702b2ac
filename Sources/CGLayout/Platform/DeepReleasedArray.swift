import Foundation

/// An immutable array held by a class so that freeing a tree of them — schemes nested 100,000 deep, a
/// snapshot's children 100,000 levels down — passes through this `deinit`, which frees the next level on
/// a fresh stack when the thread's runs low (nested arrays would be freed by recursion with no such
/// check). The one box for a scheme plan's nested shapes and a deep snapshot's children.
package final class DeepReleasedArray<Element>: @unchecked Sendable {
    /// The elements; immutable but for `deinit`, which moves them out to free them.
    package private(set) var elements: [Element]

    package init(_ elements: [Element]) { self.elements = elements }

    deinit {
        let taken = elements
        elements = []
        StackSpace.release(consume taken)
    }
}
