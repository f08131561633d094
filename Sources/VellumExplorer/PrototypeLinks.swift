import VellumRenderers

/// Turns the controls of a screen's HTML into links to the states their interactions led to,
/// with no script: a `<button>` submits an empty form whose action is the state's page
/// (`formaction`), an `<a>` takes the page as its `href`, and any other element gets a
/// transparent link laid over it. A control with one interaction links it; a stepper links
/// its − and + buttons; a control with more (a text field's inputs, a picker's options), or
/// one that cannot hold a link (a field, a menu, an image drawn as SVG), is left to the page's
/// list of interactions.
///
/// ```swift
/// PrototypeLinks.apply(to: screen.html, links: [2: [("state-3.html", "tap \"Add\"")]])
/// ```
package enum PrototypeLinks {
  /// The id of the page's one form, which every linked button submits.
  package static let formID = "go"

  /// One interaction of a control: the page it leads to and the step's description.
  package typealias Link = (page: String, step: StoryboardStep)

  /// `html` with the controls marked `data-ref="cN"` linked by `links`, by N.
  package static func apply(to html: String, links: [Int: [Link]]) -> String {
    var html = html
    // Later controls first, so the places of earlier ones stay where they were found.
    for (control, found) in links.sorted(by: { $0.key > $1.key }) {
      guard let reference = html.range(of: " data-ref=\"c\(control)\"") else { continue }
      guard let open = html[..<reference.lowerBound].lastIndex(of: "<"),
        let close = html[reference.upperBound...].firstIndex(of: ">")
      else { continue }
      let tag = String(html[html.index(after: open)...].prefix { $0.isLetter || $0.isNumber })
      let steps = found.map(\.step)
      if found.count == 2, case .increment = steps[0], case .decrement = steps[1] {
        html = linkStepper(
          in: html, after: close, increment: found[0].page, decrement: found[1].page)
      } else if found.count == 1 {
        let link = found[0]
        html = linkElement(
          tag, in: html, start: open..<html.index(after: close), link: link)
      }
    }
    return html
  }

  /// `html` with the element of `tag` whose start tag is at `start` linked to `link`.
  private static func linkElement(
    _ tag: String, in html: String, start: Range<String.Index>, link: Link
  ) -> String {
    var html = html
    let startTag = String(html[start])
    let title = " title=\"" + HTMLBuffer.escaped(link.step.description) + "\""
    switch tag {
    case "button":
      html.replaceSubrange(start, with: submitting(startTag, to: link.page, title: title))
    case "a":
      var edited = startTag
      if let href = edited.range(of: #" href="[^"]*""#, options: .regularExpression) {
        edited.replaceSubrange(href, with: " href=\"\(link.page)\"")
      } else {
        edited.insert(
          contentsOf: " href=\"\(link.page)\"", at: edited.index(edited.startIndex, offsetBy: 2))
      }
      html.replaceSubrange(start, with: edited)
    // Elements that cannot hold a link (void or replaced ones, a `select`), and an image
    // drawn as SVG, where a link would be SVG's own: their interactions are in the page's list.
    case "input", "select", "textarea", "img", "hr", "br", "progress", "meter", "svg":
      break
    default:
      var edited = startTag
      edited.insert(contentsOf: " data-go", at: edited.index(before: edited.endIndex))
      let overlay =
        "<a class=\"go\" href=\"\(link.page)\" aria-label=\""
        + HTMLBuffer.escaped(link.step.description)
        + "\"" + title + "></a>"
      html.replaceSubrange(start, with: edited + overlay)
    }
    return html
  }

  /// `html` with the first − and + buttons after `index` (a stepper's) linked.
  private static func linkStepper(
    in html: String, after index: String.Index, increment: String, decrement: String
  ) -> String {
    var html = html
    for (label, page) in [("Increment", increment), ("Decrement", decrement)] {
      let wanted = "<button type=\"button\" aria-label=\"\(label)\">"
      guard let found = html.range(of: wanted, range: index..<html.endIndex) else { continue }
      html.replaceSubrange(found, with: submitting(wanted, to: page, title: ""))
    }
    return html
  }

  /// A `<button>` start tag that submits the page's form to `page`.
  private static func submitting(_ startTag: String, to page: String, title: String) -> String {
    let attributes = " type=\"submit\" form=\"\(formID)\" formaction=\"\(page)\"" + title
    if let type = startTag.range(of: " type=\"button\"") {
      var edited = startTag
      edited.replaceSubrange(type, with: attributes)
      return edited
    }
    var edited = startTag
    edited.insert(contentsOf: attributes, at: edited.index(before: edited.endIndex))
    return edited
  }
}
