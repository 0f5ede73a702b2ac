import Cassowary
import CGLayoutGallery
import Testing

@Suite("Solver workloads (solver-workloads.md)")
struct WorkloadTests {
    @Test("feed_cell: the reference heights of cells 0…4 and the sum over 100 cells")
    func feedCell() throws {
        let expected: [Double] = [230.25, 278.1875, 303.625, 334.125, 291]
        var sum = 0.0
        for index in 0..<100 {
            let views = try SolverWorkloads.solveCell(index)
            if index < 5 { #expect(views[0].h.value == expected[index], "cell \(index)") }
            sum += views[0].h.value
        }
        #expect(sum == 29253.75)
    }

    @Test("feed_resize: the reference values at k = 0, 1, 2 and the sum over 1000 resizes")
    func feedResize() throws {
        let (solver, views) = try SolverWorkloads.makeResizable()
        let C = views[0], N = views[2], H = views[3], P = views[7], L1 = views[12], L2 = views[13]
        var sum = 0.0
        for k in 0..<1000 {
            try solver.suggestValue(C.w, SolverWorkloads.resizeWidth(k))
            solver.updateVariables()
            sum += C.h.value
            switch k {
            case 0:
                #expect(C.h.value == 236 && N.w.value == 132 && H.w.value == 0 && L1.l.value == 260 && L2.w.value == 0)
            case 1: #expect(C.h.value == 345.40625)
            case 2: #expect(P.h.value == 300 && C.h.value == 419)
            default: break
            }
        }
        #expect(sum == 359372.46875)
    }
}
