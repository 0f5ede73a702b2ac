import Cassowary
import CassowaryWorkloads
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

    /// The enaml-like form's frames at a window size, by arithmetic: contents inset 10; the labels 67 wide
    /// (the first label's weak 67 sets the midline, the others follow it); fields and the control from the
    /// midline to the contents' right; rows 10 apart from the top, labels centred on their rows (16 tall
    /// beside 21- and 24-tall widgets); the last field, whose row is not tied to the midline, spans the
    /// contents at their bottom (kiwi's optimum of this workload, which is not unique).
    private func expectedForm(width: Double, height: Double) -> [String: Double] {
        let right = width - 10, bottom = height - 10, midline = 10.0 + 67 + 10
        var expected: [String: Double] = [
            "left": 0, "top": 0, "contents_top": 10, "contents_bottom": bottom, "contents_left": 10, "contents_right": right,
            "midline": midline,
            "fl1left": midline, "fl1top": 10, "fl1height": 21, "fl1width": right - midline,
            "fl2left": midline, "fl2top": 10 + 21 + 10, "fl2height": 21, "fl2width": right - midline,
            "ctleft": midline, "cttop": 41 + 21 + 10, "ctheight": 24, "ctwidth": right - midline,
            "fl3left": 10, "fl3top": bottom - 21, "fl3height": 21, "fl3width": right - 10,
        ]
        for (label, rowTop, rowHeight) in [("lb1", 10.0, 21.0), ("lb2", 41, 21), ("lb3", 72, 24)] {
            expected[label + "left"] = 10
            expected[label + "width"] = 67
            expected[label + "height"] = 16
            expected[label + "top"] = rowTop + rowHeight / 2 - 8
        }
        return expected
    }

    @Test("enaml-like form: kiwi's frames at each of the benchmark's six window sizes, built fresh and resized in turn")
    func enamlLike() throws {
        let form = try EnamlLikeWorkload.build()
        #expect(form.variables.count == 35)
        for size in EnamlLikeWorkload.sizes {
            let fresh = try EnamlLikeWorkload.build()
            try fresh.resize(width: size.width, height: size.height)
            try form.resize(width: size.width, height: size.height)
            let expected = expectedForm(width: size.width, height: size.height)
            for (variable, freshVariable) in zip(form.variables, fresh.variables) {
                #expect(variable.value == expected[variable.name], "\(size): \(variable.name)")
                #expect(freshVariable.value == expected[variable.name], "\(size), fresh: \(variable.name)")
            }
            #expect(form.width.value == size.width && form.height.value == size.height)
        }
    }
}
