// The benchmark package builds its scenes from the gallery: it reaches the seeded generator and the solver
// workloads through this module (a nested package sees only products, and these two targets are not products).
@_exported import struct BaseTestSupport.SplitMix64
@_exported import CassowaryWorkloads
