import Benchmark
import Cassowary
import CGLayoutGallery

// The two workloads of `solver-workloads.md`, checked against their reference
// values before timing. kiwi (C++) takes ≈ 95 µs per cell and ≈ 5.1 µs per
// resize on this kind of machine; CassowarySwift ≈ 8× that.

func checkSolverWorkloads() {
    var sum = 0.0
    for index in 0..<100 { sum += try! SolverWorkloads.solveCell(index)[0].h.value }
    guard sum == 29253.75 else { fatalError("feed_cell: sum of C.h is \(sum), expected 29253.75") }
    let (solver, views) = try! SolverWorkloads.makeResizable()
    var resized = 0.0
    for k in 0..<1000 {
        try! solver.suggestValue(views[0].w, SolverWorkloads.resizeWidth(k))
        solver.updateVariables()
        resized += views[0].h.value
    }
    guard resized == 359372.46875 else { fatalError("feed_resize: sum of C.h is \(resized), expected 359372.46875") }
}

let solverBenchmarks: @Sendable () -> Void = {
    Benchmark("solver: feed_cell build + solve", configuration: .init(metrics: metrics, scalingFactor: .one, maxDuration: .seconds(3))) { benchmark in
        checkSolverWorkloads()
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            blackHole(try! SolverWorkloads.solveCell(iteration % 100))
        }
    }

    Benchmark("solver: feed_resize") { benchmark in
        let (solver, views) = try! SolverWorkloads.makeResizable()
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            try! solver.suggestValue(views[0].w, SolverWorkloads.resizeWidth(iteration % 1000))
            solver.updateVariables()
        }
    }
}
