import Foundation

extension FlexLayout {
    /// A measurement of a leaf with a measure function that answers `key` too (``MeasureCache/compatibleSize(for:)``,
    /// Yoga's rules), so the measure function is not called again; with `perform`, recorded as the leaf's layout.
    static func reusedMeasurement(_ node: FlexNode, _ key: MeasureKey, perform: Bool) -> CGSize? {
        guard let reused = reusableMeasurement(node, key) else { return nil }
        if perform { node.cache.setLayout(reused, for: key, measurement: nil) }
        return reused
    }

    /// What ``reusedMeasurement(_:_:perform:)`` would answer, without recording it: only a content-sized
    /// leaf's answers hold under other constraints (``MeasureBehavior``).
    @inline(__always)
    static func reusableMeasurement(_ node: FlexNode, _ key: MeasureKey) -> CGSize? {
        guard node.isMeasured, node.measureBehavior == .contentSized, node.children.isEmpty else { return nil }
        return node.cache.compatibleSize(for: key)
    }

    /// Debug builds: stops with a message naming the node when a content-sized leaf's function answered
    /// `measured` under `key` where an earlier answer, `reusable`, would have been reused (the contract of
    /// ``MeasureBehavior/contentSized`` is broken; release builds would have kept `reusable`).
    static func checkMeasureContract(_ node: FlexNode, _ key: MeasureKey, reusable: CGSize, measured: CGSize) {
        // (A ten-thousandth of a point: measurers that compute a width twice may differ in the last bits.)
        guard abs(reusable.width - measured.width) > 1e-4 || abs(reusable.height - measured.height) > 1e-4 else { return }
        assertionFailure("\(node.debugName): its measure function answered \(measured) under width \(key.width) (\(key.widthMode)), "
                         + "height \(key.height) (\(key.heightMode)), but \(reusable) under other constraints that a content-sized "
                         + "function answers alike; set measureBehavior = .spaceDependent for a function that depends on the space offered")
    }

    /// The border-box size of a leaf from its measure function (called with the content-box constraints).
    /// What the function answers under an at-most limit stands even past the limit (a word wider than the
    /// line overflows, as in Yoga and CSS); min and max still apply, and `finish` settles the other modes.
    static func measureLeaf(_ node: FlexNode, _ measure: (CGFloat, MeasureMode, CGFloat, MeasureMode) -> CGSize,
                            _ width: AxisConstraint, _ height: AxisConstraint, pbH: CGFloat, pbV: CGFloat,
                            ownerWidth: CGFloat?, ownerHeight: CGFloat?, direction: FlexDirection.Inline, unclamped: Axis?,
                            finish: (Axis, AxisConstraint, CGFloat, CGFloat?) -> CGFloat) -> CGSize {
        let innerWidth = width.size.map { max(0, $0 - pbH) } ?? .nan
        let innerHeight = height.size.map { max(0, $0 - pbV) } ?? .nan
        let measured = measure(innerWidth, width.mode, innerHeight, height.mode)
        let content = CGSize(width: FlexLimits.measured(measured.width) + pbH, height: FlexLimits.measured(measured.height) + pbV)
        func settle(_ axis: Axis, _ constraint: AxisConstraint, _ content: CGFloat, _ owner: CGFloat?) -> CGFloat {
            guard constraint.mode == .atMost, axis != unclamped else { return finish(axis, constraint, content, owner) }
            return clamp(node, content, axis, owner: owner, ownerWidth: ownerWidth, direction: direction)
        }
        let size = CGSize(width: settle(.horizontal, width, content.width, ownerWidth),
                          height: settle(.vertical, height, content.height, ownerHeight))
        node.measuredFit = fit(content.width, width, size.width, .width).union(fit(content.height, height, size.height, .height))
        // An answer brought into range (NaN, infinite, negative, huge) is not the function's answer: like one cut by a
        // max size, measuring again under another limit need not give it (text wider than the range wraps at the range).
        if FlexLimits.measured(measured.width) != measured.width { node.measuredFit.remove(.width) }
        if FlexLimits.measured(measured.height) != measured.height { node.measuredFit.remove(.height) }
        return size
    }

    /// `axis` when the measure function's answer `content` had room to spare under `constraint`
    /// (within an at-most limit, or none) and is still the size: neither cut by a max size (text
    /// re-measured that narrow wraps into more lines) nor widened by a min size (text that wrapped
    /// at its limit, re-measured that wide, wraps into fewer).
    private static func fit(_ content: CGFloat, _ constraint: AxisConstraint, _ size: CGFloat, _ axis: MeasuredFit) -> MeasuredFit {
        // (Exact comparisons: an answer a ten-thousandth of a point past its limit overflowed it, and text does not wrap
        // alike there.)
        switch constraint.mode {
        case .exactly: return axis      // (an exact entry answers only its own size along the axis)
        case .atMost: return content <= constraint.size! && size == content ? axis : []
        case .undefined: return size == content ? axis : []
        }
    }
}
