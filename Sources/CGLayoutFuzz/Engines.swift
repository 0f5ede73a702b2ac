/// Every engine, in the order `cglayout-fuzz` runs them.
let engines: [Engine] = [RectCase.engine, FlexCase.engine, SolverCase.engine, RelationsCase.engine, TextCase.engine, HostsCase.engine]
