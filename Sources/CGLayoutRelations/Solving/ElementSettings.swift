import CGLayout
import Foundation

/// The intrinsic-size settings of one element in a ``RelationLayout``: content hugging and compression
/// resistance per axis, and whether it is measured.
///
/// The entry holds its element weakly and is keyed by the element's identity: an entry whose element is
/// gone names no one, so a new element allocated at a freed one's address does not inherit its settings.
struct ElementSettings {
    weak var element: AnyObject?
    var hugging: [Axis: LayoutPriority] = [:]
    var compression: [Axis: LayoutPriority] = [:]
    var measures: Bool?
}

extension RelationRegistry {
    /// The settings of the element with identity `id`, if it has any and is the element they were set for
    /// (`id` is a live element's: an entry that still loads an element loads that one).
    func settings(of id: ObjectIdentifier) -> ElementSettings? {
        guard let entry = settings[id], entry.element != nil else { return nil }
        return entry
    }

    /// Changes the settings of `element` (a fresh entry when none is held for it, also when a freed element's
    /// entry sits at its address) and marks the relations changed. Entries of freed elements are pruned when
    /// the table has doubled since the last pruning, so it stays bounded by the elements alive with settings.
    mutating func changeSettings(of element: any LayoutElement, _ change: (inout ElementSettings) -> Void) {
        let id = ObjectIdentifier(element)
        if settings[id]?.element == nil {
            settings[id] = ElementSettings(element: element)
            if settings.count >= settingsPruningCount {
                settings = settings.filter { $0.value.element != nil }
                settingsPruningCount = max(16, 2 * settings.count)
            }
        }
        change(&settings[id]!)
        generation &+= 1
    }
}
