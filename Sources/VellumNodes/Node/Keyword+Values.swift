import VellumValues

extension Keyword {
  /// The keyword spelled as `value` is written in Swift: the case name of an enum of one of
  /// the closed sets nodes record (`.hidden`, `.inline`).
  ///
  /// ```swift
  /// Keyword(describing: Visibility.hidden) == .hidden   // true
  /// ```
  package init(describing value: Any) { self.init(rawValue: String(describing: value)) }
}

extension [AttributeValue] {
  /// The keywords among these values, in order: what a set of keywords recorded as a list
  /// (`editActions`, `fixedSize`'s axes, redaction reasons) holds.
  ///
  /// ```swift
  /// [.name(.delete), .name(.move)].keywords   // [.delete, .move]
  /// ```
  package var keywords: [Keyword] {
    compactMap { value in
      guard case .name(let keyword) = value else { return nil }
      return keyword
    }
  }
}

/// A value of one of the closed sets nodes record as a ``Keyword``.
package protocol RecordedAsKeyword {
  /// How nodes record the value.
  var keyword: Keyword { get }
}

extension UnitPoint {
  /// How nodes record the point: a named one (`topLeading`) as its keyword, any other as its
  /// coordinates.
  package var attributeValue: AttributeValue {
    let named: [(UnitPoint, Keyword)] = [
      (.top, .top), (.bottom, .bottom), (.leading, .leading), (.trailing, .trailing),
      (.center, .center), (.topLeading, .topLeading), (.topTrailing, .topTrailing),
      (.bottomLeading, .bottomLeading), (.bottomTrailing, .bottomTrailing),
    ]
    if let keyword = named.first(where: { $0.0 == self })?.1 { return .name(keyword) }
    return .list([.double(Double(x)), .double(Double(y))])
  }
}

extension Axis.Set: RecordedAsKeyword {
  /// How nodes record the axes: `horizontal`, `vertical`, or `both`.
  package var keyword: Keyword {
    self == [.horizontal, .vertical] ? .both : contains(.vertical) ? .vertical : .horizontal
  }
}

extension HorizontalAlignment: RecordedAsKeyword {
  /// How nodes record this alignment.
  package var keyword: Keyword {
    self == .leading ? .leading : self == .trailing ? .trailing : .center
  }

  /// The alignment a recorded keyword names, or `nil`.
  package init?(keyword: Keyword) {
    switch keyword {
    case .leading: self = .leading
    case .center: self = .center
    case .trailing: self = .trailing
    default: return nil
    }
  }
}

extension VerticalAlignment: RecordedAsKeyword {
  /// How nodes record this alignment.
  package var keyword: Keyword {
    switch self {
    case .top: .top
    case .bottom: .bottom
    case .firstTextBaseline: .firstTextBaseline
    case .lastTextBaseline: .lastTextBaseline
    default: .center
    }
  }

  /// The alignment a recorded keyword names, or `nil`.
  package init?(keyword: Keyword) {
    switch keyword {
    case .top: self = .top
    case .center: self = .center
    case .bottom: self = .bottom
    case .firstTextBaseline: self = .firstTextBaseline
    case .lastTextBaseline: self = .lastTextBaseline
    default: return nil
    }
  }
}

extension Alignment: RecordedAsKeyword {
  /// How nodes record this alignment: `center`, `leading`, `topLeading`, ….
  package var keyword: Keyword {
    switch (horizontal.keyword, vertical.keyword) {
    case (.center, .center): .center
    case (let horizontal, .center): horizontal
    case (.center, let vertical): vertical
    case (.leading, .top): .topLeading
    case (.trailing, .top): .topTrailing
    case (.leading, .bottom): .bottomLeading
    case (.trailing, .bottom): .bottomTrailing
    case (_, let vertical): vertical
    }
  }

  /// The alignment a recorded keyword names (one of the nine named ones), or `nil`.
  package init?(keyword: Keyword) {
    let all: [Alignment] = [
      .center, .leading, .trailing, .top, .bottom, .topLeading, .topTrailing, .bottomLeading,
      .bottomTrailing,
    ]
    guard let alignment = all.first(where: { $0.keyword == keyword }) else { return nil }
    self = alignment
  }
}

extension TextAlignment: RecordedAsKeyword {
  /// How nodes record this alignment.
  package var keyword: Keyword {
    switch self {
    case .leading: .leading
    case .center: .center
    case .trailing: .trailing
    }
  }

  /// The alignment a recorded keyword names, or `nil`.
  package init?(keyword: Keyword) {
    switch keyword {
    case .leading: self = .leading
    case .center: self = .center
    case .trailing: self = .trailing
    default: return nil
    }
  }
}
