import Foundation

/// What the last measurement of the screen gave one view that reads its geometry, in points.
package struct MeasuredGeometry {
  /// The key the view's node carries as its `geometryKey`, unique on the screen.
  package var key: Int
  /// The view's rectangle on the screen (zero before the first measurement).
  package var frame: CGRect
  /// The rectangle of each named coordinate space on the screen.
  package var spaces: [String: CGRect]
  /// What the view's parent proposed it, for a custom layout (`nil` where unspecified).
  package var proposal: (width: CGFloat?, height: CGFloat?)
  /// For a custom layout, its subviews.
  package var subviews: [MeasuredSubview]
  /// For a `ViewThatFits`, the candidate the screen's layout showed.
  package var choice: Int?
  /// Whether the screen has been measured since the view began reading its geometry: before,
  /// its rectangle is not known yet.
  package var isMeasured: Bool
}

/// A subview of a custom layout as the last measurement saw it.
package struct MeasuredSubview {
  /// Its size for an unspecified proposal.
  package var ideal: CGSize
  /// Its size for an unbounded proposal (infinite where it takes all it is offered).
  package var maximum: CGSize
  /// Its `layoutPriority`.
  package var priority: Double
  /// Its `layoutValue`s, by key type.
  package var values: [ObjectIdentifier: Any]
  /// The alignment guides it sets, innermost first.
  var guides: [ExplicitAlignmentGuide]
}

extension Graph {
  /// Registers `record` as reading its geometry and returns what the last measurement gave
  /// it: the graph measures the screen after each pass and evaluates `record` again when its
  /// rectangle changes.
  package func readGeometry(of record: GraphNode) -> MeasuredGeometry {
    let key = geometryKey(of: record)
    let frame = geometry.frames[key].map(CGRect.init) ?? .zero
    let proposal = geometry.proposals[key]
    return MeasuredGeometry(
      key: key, frame: frame, spaces: geometry.spaces.mapValues(CGRect.init),
      proposal: (proposal?.width.map { CGFloat($0) }, proposal?.height.map { CGFloat($0) }),
      subviews: (geometry.subviews[key] ?? []).map { subview in
        MeasuredSubview(
          ideal: CGSize(subview.ideal), maximum: CGSize(subview.maximum),
          priority: subview.priority,
          values: subview.valueKeys.reduce(into: [:]) { values, key in
            values.merge(layoutValues[key]?.values ?? [:]) { _, new in new }
          },
          guides: subview.valueKeys.compactMap { key in
            layoutValues[key]?.values[ObjectIdentifier(ExplicitAlignmentGuide.self)]
              as? ExplicitAlignmentGuide
          })
      }, choice: geometry.choices[key], isMeasured: measuredReaders.contains(key))
  }
}

/// What the last measurement gave a modifier that depends on its view's proposal and size.
package struct MeasuredView {
  /// What the view was proposed, in points (`nil` where unspecified).
  package var proposal: (width: CGFloat?, height: CGFloat?)
  /// The view's size, in points (zero before the first measurement).
  package var size: CGSize
}

extension Graph {
  /// Registers `record` as a modifier that depends on its view's proposal and size, and
  /// returns what the last measurement gave it with the key its view's node must carry as a
  /// `measurementKey` attribute.
  package func readMeasurement(of record: GraphNode) -> (key: Int, view: MeasuredView) {
    let key = geometryKey(of: record)
    let measured = geometry.measured[key]
    return (
      key,
      MeasuredView(
        proposal: (
          measured?.proposal.width.map { CGFloat($0) },
          measured?.proposal.height.map { CGFloat($0) }
        ),
        size: measured?.size.map(CGSize.init) ?? .zero)
    )
  }
}

extension Graph {
  /// The key of a view that reads its geometry, given the first time it reads it: the views'
  /// identities are only unique among siblings, and their keys on the whole screen.
  fileprivate func geometryKey(of record: GraphNode) -> Int {
    let id = ObjectIdentifier(record)
    let key: Int
    if let known = geometryKeys[id] {
      key = known
    } else {
      key = nextGeometryKey
      nextGeometryKey += 1
      geometryKeys[id] = key
      hasUnmeasuredReaders = true
    }
    geometryReaders[key] = record
    return key
  }
}

extension Graph {
  /// The screen as a root node: the root view's nodes, and what the host's environment says of
  /// the screen where it differs from the default — a set width, the dark appearance, a
  /// right-to-left direction, a text size other than `.large` — and the color scheme its views
  /// prefer, for the renderers.
  package var screen: Node {
    var attributes: [Attribute] = []
    if let width = rootEnvironment.screenWidth {
      attributes.append(Attribute(.screenWidth, .double(width)))
    }
    if let frame = rootEnvironment.screenFrame {
      attributes.append(Attribute(.screenHeight, .double(frame.height)))
      attributes.append(Attribute(.safeAreaInsets, .insets(frame.safeArea)))
    }
    if rootEnvironment.colorScheme == .dark {
      attributes.append(Attribute(.colorScheme, .name(.dark)))
    }
    if let preferred = preferredColorScheme {
      attributes.append(Attribute(.preferredColorScheme, .name(Keyword(describing: preferred))))
    }
    if rootEnvironment.layoutDirection == .rightToLeft {
      attributes.append(Attribute(.layoutDirection, .name(.rightToLeft)))
    }
    if rootEnvironment.dynamicTypeSize != .large {
      attributes.append(Attribute(.textScale, .double(rootEnvironment.dynamicTypeSize.scale)))
    }
    return Node(role: .root, attributes: attributes, children: root.nodes)
  }
}

extension CGRect {
  init(_ rect: GeometryRect) {
    self.init(x: rect.x, y: rect.y, width: rect.size.width, height: rect.size.height)
  }
}

extension CGSize {
  init(_ size: GeometrySize) { self.init(width: size.width, height: size.height) }
}

extension Attribute {
  /// The size a geometry-reading view was measured at, in points, for the HTML rendering.
  init(measuredSize size: CGSize) {
    self.init(
      .measuredSize,
      .fields([
        Attribute(.width, .double(Double(size.width))),
        Attribute(.height, .double(Double(size.height))),
      ]))
  }
}

extension Graph {
  /// Notes that `record` asks for `scheme` (or no longer asks, for `nil`).
  package func notePreferredColorScheme(_ scheme: ColorScheme?, of record: GraphNode) {
    colorSchemePreferences[ObjectIdentifier(record)] = scheme.map { (record, $0) }
  }

  /// The color scheme the window's views ask for: a preference goes to the nearest enclosing
  /// presentation (Apple's documentation of `preferredColorScheme`), so one set inside a sheet
  /// is the sheet's and not the screen's; of several, the one nearest the root. Records gone
  /// from the graph are forgotten.
  ///
  /// - Complexity: O(*p* · *d*) for *p* views that ask at depth *d*, not in the screen's size.
  private var preferredColorScheme: ColorScheme? {
    guard !colorSchemePreferences.isEmpty else { return nil }
    colorSchemePreferences = colorSchemePreferences.filter { !$0.value.record.isUnmounted }
    return colorSchemePreferences.values.filter { !$0.record.isInPresentation }
      .min { $0.record.depth < $1.record.depth }?.scheme
  }
}

extension GraphNode {
  /// Whether this record is inside presented content (a sheet, an alert, a popover…).
  fileprivate var isInPresentation: Bool {
    var record: GraphNode? = self
    while let current = record {
      if case .attachment(let role, _, _) = current.component, role.isPresentation { return true }
      record = current.parent
    }
    return false
  }
}
