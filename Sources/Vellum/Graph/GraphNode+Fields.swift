import Observation
import VellumHotPaths

extension GraphNode {
  /// The environment the view was evaluated in.
  var environment: EnvironmentValues {
    _read { yield self[fields: \.environment].environment }
    _modify { yield &self[fields: \.environment].environment }
  }
  /// The nodes this record produced in its last evaluation, when it keeps them in an array of
  /// their own (see ``nodes``).
  var storedNodes: [Node] {
    _read { yield self[fields: \.storedNodes].storedNodes }
    _modify { yield &self[fields: \.storedNodes].storedNodes }
  }
  /// Whether this record keeps its nodes (it is not a link in a chain): in ``storedNodes``, or
  /// as its output's node when ``nodesAreOutput``.
  var keepsNodes: Bool {
    _read { yield self[fields: \.keepsNodes].keepsNodes }
    _modify { yield &self[fields: \.keepsNodes].keepsNodes }
  }
  /// Whether this record's nodes are its output's one node as it is (a leaf, or an element
  /// with no children of its own), kept there and not copied into ``storedNodes``.
  var nodesAreOutput: Bool {
    _read { yield self[fields: \.nodesAreOutput].nodesAreOutput }
    _modify { yield &self[fields: \.nodesAreOutput].nodesAreOutput }
  }
  /// Whether a value this record read has changed since its last evaluation.
  var isDirty: Bool {
    _read { yield self[fields: \.isDirty].isDirty }
    _modify { yield &self[fields: \.isDirty].isDirty }
  }
  /// Whether ``storedNodes`` holds one node per child, the *i*th child's at *i* (a list's
  /// rows), so a change of one child's node is put in place at the child's index without
  /// counting every sibling's nodes before it (see ``patchNodes(of:)``). In the room after
  /// the flags before it.
  var hasOneNodePerChild: Bool {
    _read { yield self[fields: \.hasOneNodePerChild].hasOneNodePerChild }
    _modify { yield &self[fields: \.hasOneNodePerChild].hasOneNodePerChild }
  }
  /// Counts evaluations, wrapping; observation callbacks from an older evaluation are ignored.
  /// Four bytes, in the room after the flags before it: a callback would have to outlive 2³²
  /// evaluations of its record to be mistaken for a current one.
  var generation: UInt32 {
    _read { yield self[fields: \.generation].generation }
    _modify { yield &self[fields: \.generation].generation }
  }
  /// The view value last evaluated.
  var view: any View {
    _read { yield self[fields: \.view].view }
    _modify { yield &self[fields: \.view].view }
  }
  /// Child records, in order.
  var children: [GraphNode] {
    _read { yield self[fields: \.children].children }
    _modify { yield &self[fields: \.children].children }
  }
  /// The nodes of leaf views (`Text`, `Spacer`, `Image`) among child records in an element's
  /// content, which this record makes itself instead of giving them records, and where they go
  /// between the children's nodes (see ``updateContent(_:environment:)``).
  var leaves: [LeafPiece] {
    _read { yield self[fields: \.leaves].leaves }
    _modify { yield &self[fields: \.leaves].leaves }
  }
  /// The controls driven by leaves among ``leaves`` or the element node's children (a button
  /// in a stack), where the host finds them (see ``childrenAndLeafControls``). The first is
  /// kept in the record: a list row has one button, and an array would be an allocation a row.
  var leafControls: InlineFirstArray<LeafControl> {
    _read { yield self[fields: \.leafControls].leafControls }
    _modify { yield &self[fields: \.leafControls].leafControls }
  }
  /// How this record turns its children's nodes into its own.
  var output: Output {
    _read { yield self[fields: \.output].output }
    _modify { yield &self[fields: \.output].output }
  }
  /// Persistent storage of the view's dynamic properties, one slot per property in field order.
  var slots: Slots {
    _read { yield self[fields: \.slots].slots }
    _modify { yield &self[fields: \.slots].slots }
  }
  /// The state storages read by the last evaluation, what a write marks this record dirty
  /// through; the first is kept in the record, since most views read one.
  var dependencies: InlineFirstArray<StateStorageBase> {
    _read { yield self[fields: \.dependencies].dependencies }
    _modify { yield &self[fields: \.dependencies].dependencies }
  }
  /// Storage for modifiers that remember something between updates (`onChange`, `task`).
  var memory: AnyObject? {
    _read { yield self[fields: \.memory].memory }
    _modify { yield &self[fields: \.memory].memory }
  }
  /// ``indexInParent`` in four bytes: a record's fields are laid out so that the commonest
  /// records (a list's rows) fit a smaller allocation, and no view has 2³¹ children.
  var storedIndexInParent: Int32 {
    _read { yield self[fields: \.storedIndexInParent].storedIndexInParent }
    _modify { yield &self[fields: \.storedIndexInParent].storedIndexInParent }
  }
  /// Whether this record's parent gave it a step of its own, the last of ``identity`` (see
  /// ``component``).
  var hasComponent: Bool {
    _read { yield self[fields: \.hasComponent].hasComponent }
    _modify { yield &self[fields: \.hasComponent].hasComponent }
  }
  /// Whether a keyed update of this record ever gave a row an id and a position for a key,
  /// because its id occurred twice (see ``updateKeyedChildren(_:previous:key:content:)``).
  /// Until then every row is keyed by its id alone, and the rows of unchanged elements at the
  /// ends are matched without reading their keys.
  var hasMadeDuplicateKeys: Bool {
    _read { yield self[fields: \.hasMadeDuplicateKeys].hasMadeDuplicateKeys }
    _modify { yield &self[fields: \.hasMadeDuplicateKeys].hasMadeDuplicateKeys }
  }
  /// Whether an evaluation of this record has run under observation tracking, so a later one
  /// has a tracking to end first (see ``ObservationSentinel``).
  var wasTracked: Bool {
    _read { yield self[fields: \.wasTracked].wasTracked }
    _modify { yield &self[fields: \.wasTracked].wasTracked }
  }
  /// The first `@State` storage in ``slots`` that has this record as its owner, which the
  /// record must let go of when it goes (see ``disownStates()``): held by ``slots``, so not
  /// counted here (nor retained when it is used, as an unowned field would be), and
  /// named here so that letting go of it needs no look through the slots.
  var ownedState: Unretained<StateStorageBase>? {
    _read { yield self[fields: \.ownedState].ownedState }
    _modify { yield &self[fields: \.ownedState].ownedState }
  }
  /// Whether more storages than ``ownedState`` have this record as their owner.
  var ownsMoreStates: Bool {
    _read { yield self[fields: \.ownsMoreStates].ownsMoreStates }
    _modify { yield &self[fields: \.ownsMoreStates].ownsMoreStates }
  }
  /// ``view``, handed `inout` only to be read where the record keeps it: nothing writes a
  /// record's view while the record evaluates itself, only its parent's evaluation does.
  var viewReadInPlace: any View {
    _read { yield self[fields: \.view].view }
    _modify { yield &self[fields: \.view, readInPlace: true].view }
  }
}
extension GraphNode {
  /// The fields read or written on the hot paths, exempt from run-time exclusivity checks
  /// (see `UncheckedFields`); each is documented where the record forwards it.
  ///
  /// Declared so that the small fields fill the bytes after the ones before them instead of
  /// padding: a record is allocated for every mounted view with state or a handler, and its
  /// padding is memory every row pays. What a keyed update reads of each of a list's 10,000
  /// rows (the environment, whether the row is dirty, how many nodes it keeps) comes first, in
  /// the cache line the object's header is in.
  @MainActor package struct Fields {
    var environment: EnvironmentValues
    var storedNodes: [Node] = []
    var keepsNodes = true
    var nodesAreOutput = false
    var isDirty = false
    var hasOneNodePerChild = false
    var generation: UInt32 = 0
    var view: any View
    var children: [GraphNode] = []
    var leaves: [LeafPiece] = []
    var leafControls = InlineFirstArray<LeafControl>()
    var output: Output = .passthrough
    var slots = Slots()
    var dependencies = InlineFirstArray<StateStorageBase>()
    var memory: AnyObject?
    var ownedState: Unretained<StateStorageBase>?
    var storedIndexInParent: Int32 = 0
    var hasComponent = false
    var hasMadeDuplicateKeys = false
    var ownsMoreStates = false
    var wasTracked = false

    init(environment: EnvironmentValues, view: consuming any View) {
      self.environment = environment
      self.view = view
    }
  }
}
