import Foundation

extension LayoutSnapshot {
    /// A snapshot of one container element's frame with the snapshot of its
    /// content (for custom blocks that place containers, such as a stack, and lay
    /// out their content in the same pass). Schemes validate and apply the content
    /// as they do for their own containers.
    ///
    /// ```swift
    /// let frame = CGRect(x: 8, y: 0, width: 304, height: 120)
    /// let content = stack.contentLayout!.snapshot(
    ///     for: stack.contentRect(forFrame: frame), direction: .leftToRight)
    /// LayoutSnapshot(element: stack, frame: frame, content: content)
    /// ```
    ///
    /// - Parameters:
    ///   - element: The container element.
    ///   - frame: Its frame.
    ///   - content: The snapshot of its content block, computed in `contentRect(forFrame: frame)`.
    public init(element: any LayoutElement, frame: CGRect, content: LayoutSnapshot) {
        self.init(kind: LayoutSnapshot(element: element, frame: frame).kind, frame: frame, childSnapshots: [content])
    }
}
