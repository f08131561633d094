import Foundation

extension TableColumn where Label == Text, Content == Text, Sort == KeyPathComparator<RowValue> {
  /// A column of a string property, sorting by it (LocalizedStringKey title).
  ///
  /// ```swift
  /// TableColumn("Name", value: \.name)
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String> & Sendable
  ) {
    self.init(
      label: Text(titleKey), comparator: KeyPathComparator(value, comparator: ColumnStringOrder()),
      content: { Text($0[keyPath: value]) })
  }

  /// A column of a string property, sorting by it (string title).
  ///
  /// ```swift
  /// TableColumn(field.title, value: \.name)
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, String> & Sendable
  ) {
    self.init(
      label: Text(title), comparator: KeyPathComparator(value, comparator: ColumnStringOrder()),
      content: { Text($0[keyPath: value]) })
  }

  /// A column of a string property, sorting by it (Text title).
  ///
  /// ```swift
  /// TableColumn(Text("Name").bold(), value: \.name)
  /// ```
  public init(
    _ text: Text, value: KeyPath<RowValue, String> & Sendable
  ) {
    self.init(
      label: text, comparator: KeyPathComparator(value, comparator: ColumnStringOrder()),
      content: { Text($0[keyPath: value]) })
  }

  /// A column of a string property, sorting by it with a comparator (LocalizedStringKey title).
  ///
  /// ```swift
  /// TableColumn("Name", value: \.name, comparator: .lexical)
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String> & Sendable,
    comparator: String.StandardComparator
  ) {
    self.init(
      label: Text(titleKey), comparator: KeyPathComparator(value, comparator: comparator),
      content: { Text($0[keyPath: value]) })
  }

  /// A column of a string property, sorting by it with a comparator (string title).
  ///
  /// ```swift
  /// TableColumn(field.title, value: \.name, comparator: .lexical)
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, String> & Sendable, comparator: String.StandardComparator
  ) {
    self.init(
      label: Text(title), comparator: KeyPathComparator(value, comparator: comparator),
      content: { Text($0[keyPath: value]) })
  }

  /// A column of a string property, sorting by it with a comparator (Text title).
  ///
  /// ```swift
  /// TableColumn(Text("Name").bold(), value: \.name, comparator: .lexical)
  /// ```
  public init(
    _ text: Text, value: KeyPath<RowValue, String> & Sendable, comparator: String.StandardComparator
  ) {
    self.init(
      label: text, comparator: KeyPathComparator(value, comparator: comparator),
      content: { Text($0[keyPath: value]) })
  }
}

extension TableColumn where Label == Text, Sort == Never {
  /// A column drawn by a view builder, not sorting (LocalizedStringKey title).
  ///
  /// ```swift
  /// TableColumn("Name") { Text($0.name) })
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: nil, content: content)
  }

  /// A column drawn by a view builder, not sorting (string title).
  ///
  /// ```swift
  /// TableColumn(field.title) { Text($0.name) })
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: nil, content: content)
  }

  /// A column drawn by a view builder, not sorting (Text title).
  ///
  /// ```swift
  /// TableColumn(Text("Name").bold()) { Text($0.name) })
  /// ```
  public init(
    _ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: text, comparator: nil, content: content)
  }
}

extension TableColumn where Label == Text, Sort == KeyPathComparator<RowValue> {
  /// A column drawn by a view builder, sorting by a comparable property (LocalizedStringKey title).
  ///
  /// ```swift
  /// TableColumn("Name", value: \.age) { Text("\($0.age)") })
  /// ```
  public init<V>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V> & Sendable,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) where V: Comparable {
    self.init(label: Text(titleKey), comparator: KeyPathComparator(value), content: content)
  }

  /// A column drawn by a view builder, sorting by a comparable property (string title).
  ///
  /// ```swift
  /// TableColumn(field.title, value: \.age) { Text("\($0.age)") })
  /// ```
  @_disfavoredOverload
  public init<V, S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, V> & Sendable,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) where V: Comparable {
    self.init(label: Text(title), comparator: KeyPathComparator(value), content: content)
  }

  /// A column drawn by a view builder, sorting by a comparable property (Text title).
  ///
  /// ```swift
  /// TableColumn(Text("Name").bold(), value: \.age) { Text("\($0.age)") })
  /// ```
  public init<V>(
    _ text: Text, value: KeyPath<RowValue, V> & Sendable,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) where V: Comparable {
    self.init(label: text, comparator: KeyPathComparator(value), content: content)
  }

  /// A column drawn by a view builder, sorting by a property with a comparator (LocalizedStringKey title).
  ///
  /// ```swift
  /// TableColumn("Name", value: \.name, comparator: .lexical) { Text($0.name) })
  /// ```
  public init<V, C>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V> & Sendable, comparator: C,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) where C: SortComparator, C.Compared == V {
    self.init(
      label: Text(titleKey), comparator: KeyPathComparator(value, comparator: comparator),
      content: content)
  }

  /// A column drawn by a view builder, sorting by a property with a comparator (string title).
  ///
  /// ```swift
  /// TableColumn(field.title, value: \.name, comparator: .lexical) { Text($0.name) })
  /// ```
  @_disfavoredOverload
  public init<V, C, S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, V> & Sendable, comparator: C,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) where C: SortComparator, C.Compared == V {
    self.init(
      label: Text(title), comparator: KeyPathComparator(value, comparator: comparator),
      content: content)
  }

  /// A column drawn by a view builder, sorting by a property with a comparator (Text title).
  ///
  /// ```swift
  /// TableColumn(Text("Name").bold(), value: \.name, comparator: .lexical) { Text($0.name) })
  /// ```
  public init<V, C>(
    _ text: Text, value: KeyPath<RowValue, V> & Sendable, comparator: C,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) where C: SortComparator, C.Compared == V {
    self.init(
      label: text, comparator: KeyPathComparator(value, comparator: comparator), content: content)
  }
}

extension TableColumn where Label == Text, Sort: SortComparator, Sort.Compared == RowValue {
  /// A column drawn by a view builder, sorting with a comparator of rows (LocalizedStringKey title).
  ///
  /// ```swift
  /// TableColumn("Name", sortUsing: KeyPathComparator(\.age)) { Text("\($0.age)") })
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, sortUsing comparator: Sort,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: comparator, content: content)
  }

  /// A column drawn by a view builder, sorting with a comparator of rows (string title).
  ///
  /// ```swift
  /// TableColumn(field.title, sortUsing: KeyPathComparator(\.age)) { Text("\($0.age)") })
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, sortUsing comparator: Sort,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: comparator, content: content)
  }

  /// A column drawn by a view builder, sorting with a comparator of rows (Text title).
  ///
  /// ```swift
  /// TableColumn(Text("Name").bold(), sortUsing: KeyPathComparator(\.age)) { Text("\($0.age)") })
  /// ```
  public init(
    _ text: Text, sortUsing comparator: Sort,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: text, comparator: comparator, content: content)
  }
}

/// How string columns sort by default: case-insensitively, with numbers by value, as SwiftUI's
/// `.localizedStandard` (which Foundation on Linux does not offer) sorts.
struct ColumnStringOrder: SortComparator {
  var order: SortOrder = .forward

  func compare(_ lhs: String, _ rhs: String) -> ComparisonResult {
    let result = lhs.compare(rhs, options: [.caseInsensitive, .numeric])
    guard order == .reverse else { return result }
    switch result {
    case .orderedAscending: return .orderedDescending
    case .orderedDescending: return .orderedAscending
    case .orderedSame: return .orderedSame
    }
  }
}
