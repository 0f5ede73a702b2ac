import CGLayout
import CGLayoutFlex
import Testing

@Suite("Flexbox's directions convert to the package's Axis and LayoutDirection")
struct FlexDirectionConversionTests {
    @Test("flex-direction's main axis: rows horizontal, columns vertical, reversed or not")
    func mainAxis() {
        #expect(FlexDirection.row.mainAxis == .horizontal)
        #expect(FlexDirection.rowReverse.mainAxis == .horizontal)
        #expect(FlexDirection.column.mainAxis == .vertical)
        #expect(FlexDirection.columnReverse.mainAxis == .vertical)
    }

    @Test("The inline direction of a pass, and back; inherit sets no direction", arguments: LayoutDirection.allCases)
    func inlineDirection(direction: LayoutDirection) {
        let inline = FlexDirection.Inline(direction)
        #expect(inline == (direction == .rightToLeft ? .rtl : .ltr))
        #expect(inline.layoutDirection == direction)
        #expect(FlexDirection.Inline.inherit.layoutDirection == nil)
    }
}
