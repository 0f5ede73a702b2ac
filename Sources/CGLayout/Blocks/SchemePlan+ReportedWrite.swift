import Foundation

extension SchemePlan.Pass {
    /// Writes `rect` to the element at `index` of the element table in a live pass that keeps content reports,
    /// then lays out its content when it is a container (see ``commit(_:element:slot:isContainer:)``).
    @inline(never)
    mutating func writeReporting(_ rect: CGRect, element index: Int, isContainer: Bool) {
        guard let reports, let borrowed = loaded[index] else { return }
        write(rect, to: borrowed, element: index, isContainer: isContainer, reporting: reports)
        if isContainer { layoutContent(of: index, frame: rect) }
    }

    /// Writes `rect` to an element of a pass that keeps content reports for an enclosing container: the
    /// reports learn of the write, and forget a kept content snapshot that the write may have made stale.
    @inline(never)
    func write(_ rect: CGRect, to borrowed: SchemePlan.Borrowed, element index: Int, isContainer: Bool, reporting reports: LiveContentReports) {
        let notifies = pools.flags[index].contains(.notifiesResize)
        let watch = reports.willWrite(borrowed.element, runsContent: isContainer, mayRunOwnCode: notifies)
        if notifies, let node = borrowed.node {
            SchemePlan.write(rect, notifyingResizeOf: node)
        } else {
            borrowed.setAdmittedFrame(rect)
        }
        if let watch { reports.didWrite(since: watch) }
    }
}
