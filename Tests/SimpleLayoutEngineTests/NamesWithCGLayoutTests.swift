import CGLayout
import Foundation
import SimpleLayoutEngine
import Testing

/// A file that imports both modules names each one's layout without ambiguity: `Layout` as a type is CGLayout's,
/// `Layout(parentFrame:direction:alignment:)` (the simple engine's documented spelling) makes a `LinearLayout`.
@Suite("The simple layout engine beside CGLayout")
struct NamesWithCGLayoutTests {
    @Test("Both documented spellings compile in one file and each makes its own module's layout")
    func bothSpellingsInOneFile() throws {
        let rule: Layout = Layout(x: .left(8), y: .top(), width: .scaled(0.5), height: 44)
        let column = Layout(parentFrame: CGRect(x: 0, y: 0, width: 320, height: 100), direction: .column)
        let typed: LinearLayout = column
        try typed.add(items: [.height(44), .flexible])
        #expect(try column.frame(at: 1) == CGRect(x: 0, y: 44, width: 320, height: 56))
        #expect(rule.layout(rect: .zero, in: CGRect(x: 0, y: 0, width: 320, height: 100)) == CGRect(x: 8, y: 0, width: 160, height: 44))
    }
}
