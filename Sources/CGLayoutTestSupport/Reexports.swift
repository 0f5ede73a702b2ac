// Tests of CGLayout and the modules on it import this target alone: the seeded generator, the seeds of
// property tests and the long-test switch come with it.
@_exported import BaseTestSupport
