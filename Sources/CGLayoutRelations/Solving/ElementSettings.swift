import CGLayout
import Foundation

/// The intrinsic-size settings of one element in a ``RelationLayout``: content hugging and compression
/// resistance per axis, and whether it is measured.
///
/// An immutable entry, replaced whole when a setting changes: the compiler's look-up per item is one retain of
/// the entry and one weak load of its element (a struct entry was copied per item: a weak copy and two
/// dictionaries retained, then four hashed look-ups by axis). The entry holds its element weakly and is keyed by
/// the element's identity: an entry whose element is gone names no one, so a new element allocated at a freed
/// one's address does not inherit its settings.
final class ElementSettings {
    weak let element: AnyObject?
    let values: Values

    /// The settings themselves: `nil` where none was set.
    struct Values {
        var hugging = AxisPriorities()
        var compression = AxisPriorities()
        var measures: Bool?
    }

    init(element: AnyObject, values: Values) {
        self.element = element
        self.values = values
    }
}

/// A priority per axis, either unset.
struct AxisPriorities {
    var horizontal: LayoutPriority?
    var vertical: LayoutPriority?

    subscript(axis: CGLayout.Axis) -> LayoutPriority? {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }
}

extension RelationRegistry {
    /// The settings of the element with identity `id`, if it has any and is the element they were set for
    /// (`id` is a live element's: an entry that still loads an element loads that one).
    func settings(of id: ObjectIdentifier) -> ElementSettings.Values? {
        guard let entry = settings[id], entry.element != nil else { return nil }
        return entry.values
    }

    /// Changes the settings of `element` (a fresh entry when none is held for it, also when a freed element's
    /// entry sits at its address) and marks the relations changed. Entries of freed elements are pruned when
    /// the table has doubled since the last pruning, so it stays bounded by the elements alive with settings.
    mutating func changeSettings(of element: any LayoutElement, _ change: (inout ElementSettings.Values) -> Void) {
        let id = ObjectIdentifier(element)
        var values = ElementSettings.Values()
        if let entry = settings[id], entry.element != nil {
            values = entry.values
        } else if settings.count + 1 >= settingsPruningCount {
            settings = settings.filter { $0.value.element != nil }
            settingsPruningCount = max(16, 2 * (settings.count + 1))
        }
        change(&values)
        settings[id] = ElementSettings(element: element, values: values)
        generation &+= 1
    }
}
