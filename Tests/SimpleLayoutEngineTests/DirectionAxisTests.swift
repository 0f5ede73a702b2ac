import CGLayout
import SimpleLayoutEngine
import Testing

@Suite("The simple layout engine's direction names the package's Axis")
struct DirectionAxisTests {
    @Test("Rows follow the horizontal axis, columns the vertical one")
    func axis() {
        #expect(Direction.row.axis == .horizontal)
        #expect(Direction.column.axis == .vertical)
    }
}
