// The benchmark package builds its scenes from the gallery: it reaches the seeded generator, the solver
// workloads and the flex feed through this module (a nested package sees only products, and the targets that
// hold them are test support, not products).
@_exported import struct BaseTestSupport.SplitMix64
@_exported import CassowaryWorkloads
@_exported import FlexWorkloads
