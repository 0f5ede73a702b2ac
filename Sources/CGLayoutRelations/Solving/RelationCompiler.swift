import Cassowary
import CGLayout
import Foundation

/// What the registry of a ``RelationLayout`` holds, read at once under its lock.
struct RelationRegistry {
    var generation: UInt64 = 0
    var active: [RelationConstraint] = []
    /// Hugging, compression resistance and measuring set per element (see ``ElementSettings``).
    var settings: [ObjectIdentifier: ElementSettings] = [:]
    /// The count of `settings` at which entries of freed elements are next pruned.
    var settingsPruningCount = 16
}

/// One relation as the compiler reads it.
///
/// A plain value: its elements are unowned — ``SpecsRead/elements`` keeps them alive while the specs
/// are used — and its source is kept apart (``SpecsRead/sources``), so thousands of specs copy and free
/// without reference counting.
struct RelationSpec {
    unowned(unsafe) let item: any LayoutElement
    let attribute: LayoutAttribute
    let relation: LayoutRelation
    unowned(unsafe) let target: (any LayoutElement)?
    let targetAttribute: LayoutAttribute
    let multiplier: Double
    let constant: Double
    /// A parameter added to the target side (the content guide's offset from its scroll guide).
    let constantParam: ParamKey?
    let priority: LayoutPriority
    let key: RecordKey
    /// The item's and the target's identities: comparing them loads no element (a load of an unowned
    /// reference is a retain and a release, and elements with weak references take the runtime's slow path).
    let itemID: ObjectIdentifier, targetID: ObjectIdentifier?
    /// The item's and the target's nodes (0: the container), once the nodes are laid out.
    var itemNode = 0, targetNode = 0

    init(item: __shared any LayoutElement, attribute: LayoutAttribute, relation: LayoutRelation, target: __shared (any LayoutElement)?,
         targetAttribute: LayoutAttribute, multiplier: Double, constant: Double, constantParam: ParamKey?,
         priority: LayoutPriority, key: RecordKey) {
        self.item = item
        self.attribute = attribute
        self.relation = relation
        self.target = target
        self.targetAttribute = targetAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.constantParam = constantParam
        self.priority = priority
        self.key = key
        itemID = ObjectIdentifier(item)
        targetID = target.map(ObjectIdentifier.init)
    }
}

/// The relations as read for one compilation: the specs, what each comes from, and the elements they
/// name (held here while the specs are used).
struct SpecsRead {
    var specs: [RelationSpec]
    let sources: [SpecSource]
    let elements: [any LayoutElement]
    /// Elements whose relations were left out because they were not in the container's tree.
    var outOfTree: [WeakElement] = []
}

/// Compiles the relations into a ``RelationStructure``: reads them, lays out the items and the elements
/// they read, anchors positions, writes one record per relation and two per measured length, and splits
/// the records into components and groups. A function of the registry and the tree, nothing else.
struct RelationCompiler {
    let rightToLeft: Bool
    let generation: UInt64
    var issues: [RelationIssue] = []
    var specSources: [SpecSource] = []
    var outOfTree: [WeakElement] = []

    /// The tables it builds, handed to the structure as they are (see `RelationTables.swift`).
    var itemTable = ItemTable()
    var measuredTable = MeasuredTable()
    var fixedTable = FixedTable()
    var recordTable = RecordTable()
    var componentTable = ComponentTable()
    var held: [AnyObject] = []

    var trees: [AnchorTree] = [AnchorTree(), AnchorTree()]
    var readers = Readers()
    var params = ParamTable()

    /// Compiles `registry`'s relations for `container`.
    static func compile(_ registry: RelationRegistry, container: any LayoutElement, rightToLeft: Bool) -> RelationStructure {
        var compiler = RelationCompiler(rightToLeft: rightToLeft, generation: registry.generation)
        var read = compiler.readSpecs(registry, container: container)
        withExtendedLifetime(read.elements) {   // the specs' elements are unowned
            compiler.specSources = read.sources
            compiler.outOfTree = read.outOfTree
            compiler.layOutNodes(read.specs, registry: registry, container: container)
            // An element's relations usually follow one another: the last item's and the last target's nodes are kept,
            // so most specs need no look-up (each is two hashed ones).
            var lastItem: (id: ObjectIdentifier, node: Int)?, lastTarget: (id: ObjectIdentifier, node: Int)?
            for index in read.specs.indices {
                let itemID = read.specs[index].itemID
                if lastItem?.id != itemID { lastItem = (itemID, compiler.node(of: itemID)) }
                read.specs[index].itemNode = lastItem!.node
                guard let targetID = read.specs[index].targetID else { continue }
                if lastTarget?.id != targetID { lastTarget = (targetID, compiler.node(of: targetID)) }
                read.specs[index].targetNode = lastTarget!.node
            }
            for axis in 0..<2 {
                _ = compiler.params.index(of: .containerMin(axis), .containerMin(axis))
                _ = compiler.params.index(of: .containerLength(axis), .containerLength(axis))
            }
            compiler.buildTrees(read.specs)
            compiler.buildRecords(read.specs)
        }
        compiler.buildComponents()
        compiler.buildGroups()
        compiler.buildReaders()
        return RelationStructure(compiler)
    }

    @inline(__always) func node(ofFixed index: Int) -> Int { itemTable.items.count + 1 + index }

    func node(of id: ObjectIdentifier) -> Int {
        if let index = itemTable.itemIndex[id] { return RelationStructure.node(ofItem: index) }
        if let index = fixedTable.fixedIndex[id] { return node(ofFixed: index) }
        return 0
    }
}
