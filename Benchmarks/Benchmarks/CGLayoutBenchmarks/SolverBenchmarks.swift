import Benchmark
import Cassowary
import CGLayoutGallery

// The workloads of `solver-workloads.md` (feed_cell, feed_resize) and kiwi's
// enaml-like benchmark (`EnamlLikeWorkload`), checked against their reference
// values before timing. kiwi's figures measured side by side are in
// `solver-workloads.md` and in Benchmarks/README.md.

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
    // The enaml-like form at 400 × 600: the last field at the contents' bottom, the fields from the midline (87).
    let form = try! EnamlLikeWorkload.build()
    try! form.resize(width: 400, height: 600)
    let values = Dictionary(uniqueKeysWithValues: form.variables.map { ($0.name, $0.value) })
    guard values["fl3top"] == 569, values["fl1width"] == 303, values["lb3top"] == 76 else { fatalError("enaml-like: \(values)") }
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

    Benchmark("solver: enaml-like build", configuration: .init(metrics: metrics, scalingFactor: .one, maxDuration: .seconds(3))) { benchmark in
        checkSolverWorkloads()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(try! EnamlLikeWorkload.build()) }
    }

    // kiwi's loop: each window size suggested over and over (after the first, the same values again).
    Benchmark("solver: enaml-like suggest + update, kiwi's loop") { benchmark in
        let form = try! EnamlLikeWorkload.build()
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            let size = EnamlLikeWorkload.sizes[(iteration / 100) % 6]
            try! form.resize(width: size.width, height: size.height)
        }
    }

    // A new window size at every update: the dual simplex runs every time.
    Benchmark("solver: enaml-like suggest + update, new size each time") { benchmark in
        let form = try! EnamlLikeWorkload.build()
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            let size = EnamlLikeWorkload.sizes[iteration % 6]
            try! form.resize(width: size.width, height: size.height)
        }
    }

    // Adding and removing one constraint in the feed_resize system, on a fresh solver and after 50,000
    // such cycles: the same cost (ids and rows are recycled, nothing accumulates).
    for churn in [0, 50_000] {
        Benchmark("solver: add + remove a constraint, after \(churn) cycles") { benchmark in
            let (solver, views) = try! SolverWorkloads.makeResizable()
            let constraint = (views[1].w + views[2].w <= 400) | .strong
            for _ in 0..<churn {
                try! solver.addConstraint(constraint)
                try! solver.removeConstraint(constraint)
            }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                try! solver.addConstraint(constraint)
                try! solver.removeConstraint(constraint)
            }
        }
    }
}
