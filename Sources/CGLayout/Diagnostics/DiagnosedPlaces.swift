import Foundation

/// The places of a diagnosed scheme's blocks (``SchemeDiagnosis/Structure/places``), shared by every entry of its
/// ``LayoutSchemeDiagnostics``: an entry keeps its block's place and reads its path and variants out of the table
/// when asked, so the diagnostics of blocks nested N deep take memory and time in proportion to the number of
/// blocks, not to blocks × N (reading one entry's path out costs its depth).
final class DiagnosedPlaces: Sendable {
    let places: [SchemeDiagnosis.Structure.Place]

    init(_ places: [SchemeDiagnosis.Structure.Place]) {
        self.places = places
    }

    /// The indices that lead to `place` from the scheme's blocks (through a variant's index in an adaptive scheme).
    static func path(to place: Int, in places: [SchemeDiagnosis.Structure.Place]) -> [Int] {
        var path: [Int] = []
        var place = place
        while place >= 0 {
            path.append(places[place].index)
            place = places[place].parent
        }
        return path.reversed()
    }

    /// The names of the variants the block at `place` runs in, outermost first.
    static func variants(at place: Int, in places: [SchemeDiagnosis.Structure.Place]) -> [String] {
        var names: [String] = []
        var place = place
        while place >= 0 {
            if let name = places[place].variant { names.append(name) }
            place = places[place].parent
        }
        return names.reversed()
    }
}
