import Foundation

extension EdgeInsets {
    /// The insets with every non-finite value replaced by 0 (how ``LayoutNode/layoutMargins`` stores them).
    var finiteOrZero: EdgeInsets {
        EdgeInsets(top: top.finiteOrZero, left: left.finiteOrZero, bottom: bottom.finiteOrZero, right: right.finiteOrZero)
    }
}
