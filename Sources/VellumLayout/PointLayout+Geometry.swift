import VellumNodes
import VellumValues

extension PointLayout {
  /// Lays `root` out and reads back what the views that read their geometry need: their
  /// rectangles, custom layouts' proposals and subviews, named coordinate spaces, the
  /// candidate each `ViewThatFits` showed, and measured modifiers' proposals and sizes.
  package func measure(_ root: Node) -> GeometryMeasurement {
    geometry = GeometryMeasurement()
    // Every key a node carries reports the rectangle of the view with the modifiers inside
    // it (`reporting(_:for:)`): a reader's its own, an anchor's or a visual effect's the view
    // as modified so far. A node may carry several.
    _ = layout(root)
    defer { geometry = nil }
    return geometry ?? GeometryMeasurement()
  }

  /// `box` reporting to the measurement as `attribute` asks (a named coordinate space, a
  /// measured modifier), or `nil` when it does not.
  func reporting(_ box: BoxID, for attribute: Attribute) -> BoxID? {
    guard geometry != nil else { return nil }
    switch (attribute.name, attribute.value) {
    case (.geometryKey, .int(let key)):
      return add(
        ReportingBox(child: box) { [unowned self] in self.geometry?.frames[key] = GeometryRect($0) }
      )
    case (.coordinateSpace, .string(let name)):
      return add(
        ReportingBox(child: box) { [unowned self] in
          self.geometry?.spaces[name] = GeometryRect($0)
        })
    case (.measurementKey, .int(let key)):
      return add(
        ReportingBox(
          child: box,
          proposed: { [unowned self] proposal in
            // The widest finite proposal is the one the view is laid out at; narrower ones
            // are a stack's probes.
            let width = proposal.width ?? 0
            let known = self.geometry?.measured[key]?.proposal.width ?? -1
            guard width.isFinite, width >= known else { return }
            let size = self.geometry?.measured[key]?.size
            self.geometry?.measured[key] = GeometryMeasured(
              proposal: GeometryProposal(proposal), size: size)
          },
          placed: { [unowned self] rect in
            let proposal =
              self.geometry?.measured[key]?.proposal ?? GeometryProposal(Proposal(rect.size))
            self.geometry?.measured[key] = GeometryMeasured(
              proposal: proposal, size: GeometrySize(rect.size))
          }))
    default:
      return nil
    }
  }

  /// Tells the measurement which candidate a `ViewThatFits` showed.
  func reportChoice(_ index: Int, of node: Node) {
    guard case .int(let key) = node[.geometryKey] else { return }
    geometry?.choices[key] = index
  }

  /// A custom layout: its subviews where the graph's run of the layout placed them.
  func customLayoutBox(for node: Node, style: TextStyle) -> BoxID {
    var size: Size?
    if let measured = node[.measuredSize], let width = measured[field: .width].flatMap(number),
      let height = measured[field: .height].flatMap(number)
    {
      size = Size(width: width, height: height)
    }
    let placements = node.layoutPlacementRects.map { rect in
      rect.map { Rect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
    }
    var report: ((Proposal, [(ideal: Size, maximum: Size)]) -> Void)?
    if geometry != nil, case .int(let key) = node[.geometryKey] {
      let children = node.children
      report = { [unowned self] proposal, sizes in
        let widest = self.geometry?.proposals[key]?.width ?? 0
        let width = proposal.width ?? 0
        if width.isFinite, width >= widest {
          self.geometry?.proposals[key] = GeometryProposal(proposal)
        }
        self.geometry?.subviews[key] = zip(sizes, children).map { size, child in
          GeometrySubview(
            ideal: GeometrySize(size.ideal), maximum: GeometrySize(size.maximum),
            priority: child[.layoutPriority].flatMap(number) ?? 0,
            valueKeys: child.attributes.compactMap { attribute in
              guard attribute.name == .layoutValues, case .string(let key) = attribute.value
              else { return nil }
              return key
            })
        }
      }
    }
    return add(
      CustomLayoutBox(
        children: boxes(for: node.children, along: nil, style: style), fixed: size,
        placements: placements, report: report))
  }
}
