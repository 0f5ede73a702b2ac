import Foundation

extension SchemeDiagnosis {
    /// A scheme's blocks in pass order — nested schemes flattened, every variant of its adaptive schemes
    /// looked into — with where each one is and which variants it runs in.
    ///
    /// Schemes and adaptive schemes nested 100,000 deep are walked without recursion, and a block's
    /// path and variants are kept as links to its parent's (read out only when an issue names them), so
    /// the walk takes time and memory in proportion to the number of blocks (plus, at each later place of an
    /// adaptive scheme used twice, the number of elements it lays out), not to blocks × depth. The entries of
    /// ``LayoutScheme/diagnostics(direction:)`` share the links too (``DiagnosedPlaces``): reading one entry's
    /// path out costs its depth.
    struct Structure {
        /// One step of a block's path: its index among its parent's blocks (a variant's index among its
        /// adaptive scheme's variants), and the variant's name when the step enters a variant.
        struct Place {
            let parent: Int
            let index: Int
            let variant: String?
        }

        /// The variants a block runs in: the scheme itself (every pass), or one variant of an adaptive scheme
        /// inside the scope `parent`. Scopes are numbered in pass order, a scope before the scopes inside it.
        struct Scope {
            let parent: Int
            /// The adaptive scheme whose variant it is (numbered in pass order), `-1` for the scheme itself.
            let adaptive: Int
            let depth: Int
            /// Whether its blocks ran in the last pass: the scheme itself, or a variant the adaptive scheme applied
            /// last (``AdaptiveSnapshotCache/currentName``) inside a scope that ran.
            let chosen: Bool
            /// The last scope inside it (itself when none).
            var end: Int
        }

        private(set) var blocks: [Block] = []
        private(set) var places: [Place] = []
        private(set) var scopes: [Scope] = [Scope(parent: -1, adaptive: -1, depth: 0, chosen: true, end: 0)]

        /// Where an adaptive scheme's variants were looked into: its blocks are `blocks[start..<end]` (`end` is
        /// `nil` while the walk is inside them).
        private struct FirstPlace {
            let start: Int
            var end: Int?
        }

        /// Walks `scheme`. An adaptive scheme met a second time (the same scheme in two variants, or twice in one
        /// pass) is looked into at its first place only, so that schemes shared at every level cost their size,
        /// not 2^depth: at a later place it is one block that lays out the elements its first place's blocks lay
        /// out (``Block/repeated``), each once, so that a second writer there is still found. Those elements
        /// are gathered once per adaptive scheme, so a repeated place costs the number of elements the scheme
        /// lays out.
        init(_ scheme: LayoutScheme) {
            /// A level of the walk: blocks of a scheme, or the variants of an adaptive scheme (`adaptive`: the
            /// scheme, its number and the name of the variant it applied last).
            struct Level {
                let place: Int
                let scope: Int
                let adaptive: (scheme: AdaptiveScheme, number: Int, chosen: String?)?
            }
            var firstPlaces: [ObjectIdentifier: FirstPlace] = [:]
            var gathered: [ObjectIdentifier: [AnyObject]] = [:]
            TreeWalk.preorder(scheme.blocks, level: Level(place: -1, scope: 0, adaptive: nil)) { block, path, level in
                let index = path[path.count - 1]
                var scope = level.scope
                if let adaptive = level.adaptive {
                    scope = scopes.count
                    let chosen = scopes[level.scope].chosen && adaptive.chosen == adaptive.scheme.variants[index].name
                    scopes.append(Scope(parent: level.scope, adaptive: adaptive.number, depth: scopes[level.scope].depth + 1,
                                        chosen: chosen, end: scope))
                }
                places.append(Place(parent: level.place, index: index, variant: level.adaptive?.scheme.variants[index].name))
                let place = places.count - 1
                if let inner = block as? LayoutScheme {
                    return (inner.blocks, Level(place: place, scope: scope, adaptive: nil))
                }
                if let adaptive = block as? AdaptiveScheme {
                    let id = ObjectIdentifier(adaptive.cache)
                    if let first = firstPlaces[id] {
                        let elements = gathered[id] ?? elements(laidOutBy: first.start..<(first.end ?? blocks.count))
                        if first.end != nil { gathered[id] = elements }
                        blocks.append(Block(block: block, name: "\(type(of: block))", element: nil, skipped: false,
                                            place: place, scope: scope, repeated: elements))
                        return nil
                    }
                    firstPlaces[id] = FirstPlace(start: blocks.count)
                    return (adaptive.variants.map(\.block), Level(place: place, scope: scope,
                                                                  adaptive: (adaptive, firstPlaces.count, adaptive.cache.currentName)))
                }
                if let diagnosable = block as? any DiagnosableBlock {
                    let element = diagnosable.diagnosedElement
                    blocks.append(Block(block: block, name: element.map(ElementName.of) ?? ElementName.deallocated, element: element,
                                        skipped: element == nil || diagnosable.diagnosedSuperElement == nil, place: place, scope: scope))
                } else {
                    blocks.append(Block(block: block, name: "\(type(of: block))", element: nil, skipped: false, place: place, scope: scope))
                }
                return nil
            } leaving: { level in
                if let adaptive = level.adaptive { firstPlaces[ObjectIdentifier(adaptive.scheme.cache)]?.end = blocks.count }
            }
            // A scope's parent comes before it: from the last one back, each hands its end to its parent.
            for scope in scopes.indices.dropFirst().reversed() {
                let parent = scopes[scope].parent
                scopes[parent].end = max(scopes[parent].end, scopes[scope].end)
            }
        }

        /// The elements the blocks `range` lay out (those that run: not skipped), and those of the repeated
        /// adaptive schemes among them, each once.
        private func elements(laidOutBy range: Range<Int>) -> [AnyObject] {
            var seen = Set<ObjectIdentifier>(), elements: [AnyObject] = []
            for block in blocks[range] {
                for element in (block.skipped ? [] : block.element.map { [$0] } ?? []) + block.repeated
                where seen.insert(ObjectIdentifier(element)).inserted {
                    elements.append(element)
                }
            }
            return elements
        }

        /// Whether `block` ran in the last pass: it is outside adaptive schemes, or in the variants they applied last.
        func isChosen(_ block: Block) -> Bool { scopes[block.scope].chosen }

        /// The indices that lead to `block` from the scheme's blocks (through a variant's index in an adaptive scheme).
        func path(of block: Block) -> [Int] { DiagnosedPlaces.path(to: block.place, in: places) }

        /// The names of the variants `block` runs in, outermost first.
        func variants(of block: Block) -> [String] { DiagnosedPlaces.variants(at: block.place, in: places) }

        /// Whether the blocks `first` and `second` (indices in ``blocks``) never run in the same pass: they are
        /// in different variants of one adaptive scheme.
        ///
        /// Constant time when one's scope holds the other's (a block of the scheme and one in a variant at any
        /// depth); otherwise proportional to how far the two are below the scope they share.
        func exclusive(_ first: Int, _ second: Int) -> Bool {
            var one = blocks[first].scope, other = blocks[second].scope
            if holds(one, other) || holds(other, one) { return false }
            while scopes[one].depth > scopes[other].depth { one = scopes[one].parent }
            while scopes[other].depth > scopes[one].depth { other = scopes[other].parent }
            while scopes[one].parent != scopes[other].parent {
                one = scopes[one].parent
                other = scopes[other].parent
            }
            // Two variants of one scope: of one adaptive scheme (exclusive), or of two that both run.
            return scopes[one].adaptive == scopes[other].adaptive
        }

        /// Whether scope `outer` is `inner` or holds it.
        private func holds(_ outer: Int, _ inner: Int) -> Bool { outer <= inner && inner <= scopes[outer].end }
    }
}
