@testable import CGLayout
import Foundation
import Testing

/// The table of positions an identity list keeps agrees with a dictionary over any sequence of inserts,
/// updates and removals (a seeded random sequence; the seed is printed).
@Suite("The identity lists' table of positions")
struct IdentityTableTests {
    final class Object {}

    @Test("20,000 random inserts, updates, removals and look-ups over 3,000 objects give what a dictionary gives", arguments: [UInt64(26), 2_611, 90_210])
    func agreesWithADictionary(seed: UInt64) {
        print("identity table, seed \(seed)")
        let objects = (0..<3_000).map { _ in Object() }
        var table = IdentityTable(), model: [ObjectIdentifier: Int] = [:]
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for step in 0..<20_000 {
            let id = ObjectIdentifier(objects[next(objects.count)])
            switch next(4) {
            case 0, 1:
                #expect(table.updateValue(step, forKey: id) == model.updateValue(step, forKey: id))
            case 2:
                #expect(table.removeValue(forKey: id) == model.removeValue(forKey: id))
            default:
                #expect(table[id] == model[id])
            }
            #expect(table.count == model.count)
        }
        // Every object, in the table or not, is found as the dictionary has it; then all removed.
        #expect(objects.allSatisfy { table[ObjectIdentifier($0)] == model[ObjectIdentifier($0)] })
        for object in objects { #expect(table.removeValue(forKey: ObjectIdentifier(object)) == model.removeValue(forKey: ObjectIdentifier(object))) }
        #expect(table.count == 0)
        withExtendedLifetime(objects) {}
    }
}
