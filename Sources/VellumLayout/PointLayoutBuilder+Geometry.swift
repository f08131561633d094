import VellumNodes
import VellumValues

extension PointLayoutBuilder {

  /// `box` reporting to the measurement as `attribute` asks (a named coordinate space, a
  /// measured modifier), or `nil` when it does not.
  mutating func reporting(_ box: BoxID, for attribute: Attribute) -> BoxID? {
    guard let recorder else { return nil }
    switch (attribute.name, attribute.value) {
    case (.geometryKey, .int(let key)):
      return add(
        ReportingBox(child: box) { [recorder] in recorder.measurement.frames[key] = GeometryRect($0)
        }
      )
    case (.coordinateSpace, .string(let name)):
      return add(
        ReportingBox(child: box) { [recorder] in
          recorder.measurement.spaces[name] = GeometryRect($0)
        })
    case (.measurementKey, .int(let key)):
      return add(
        ReportingBox(
          child: box,
          proposed: { [recorder] proposal in
            // The widest finite proposal is the one the view is laid out at; narrower ones
            // are a stack's probes.
            let width = proposal.width ?? 0
            let known = recorder.measurement.measured[key]?.proposal.width ?? -1
            guard width.isFinite, width >= known else { return }
            let size = recorder.measurement.measured[key]?.size
            recorder.measurement.measured[key] = GeometryMeasured(
              proposal: GeometryProposal(proposal), size: size)
          },
          placed: { [recorder] rect in
            let proposal =
              recorder.measurement.measured[key]?.proposal ?? GeometryProposal(Proposal(rect.size))
            recorder.measurement.measured[key] = GeometryMeasured(
              proposal: proposal, size: GeometrySize(rect.size))
          }))
    default:
      return nil
    }
  }

  /// Tells the measurement which candidate a `ViewThatFits` showed.
  /// What reports which candidate of `node`, a `ViewThatFits`, was shown.
  mutating func choiceReport(of node: Node) -> (Int) -> Void {
    guard let recorder, case .int(let key) = node[.geometryKey] else { return { _ in } }
    return { [recorder] index in recorder.measurement.choices[key] = index }
  }

  /// A custom layout: its subviews where the graph's run of the layout placed them.
  mutating func customLayoutBox(for node: Node, style: TextStyle) -> BoxID {
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
    if let recorder, case .int(let key) = node[.geometryKey] {
      let children = node.children
      report = { [recorder] proposal, sizes in
        let widest = recorder.measurement.proposals[key]?.width ?? 0
        let width = proposal.width ?? 0
        if width.isFinite, width >= widest {
          recorder.measurement.proposals[key] = GeometryProposal(proposal)
        }
        recorder.measurement.subviews[key] = zip(sizes, children).map { size, child in
          GeometrySubview(
            ideal: GeometrySize(size.ideal), maximum: GeometrySize(size.maximum),
            priority: child[.layoutPriority]?.number ?? 0,
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
