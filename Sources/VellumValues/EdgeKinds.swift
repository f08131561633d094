/// The top or bottom edge, for `safeAreaInset(edge:)`.
///
/// ```swift
/// .safeAreaInset(edge: .bottom) { Toolbar() }
/// ```
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
}

/// The leading or trailing edge, for `safeAreaInset(edge:)`.
///
/// ```swift
/// .safeAreaInset(edge: .leading) { Sidebar() }
/// ```
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
  /// The leading edge.
  case leading
  /// The trailing edge.
  case trailing
}

/// How content fills a frame of another shape: fitting inside it, or filling it and being cut.
///
/// ```swift
/// Image("cover").resizable().aspectRatio(contentMode: .fill)
/// ```
public enum ContentMode: Hashable, CaseIterable, Sendable {
  /// Fit inside the frame.
  case fit
  /// Fill the frame.
  case fill
}

/// The kinds of safe area a view can extend into.
///
/// ```swift
/// Color.blue.ignoresSafeArea(.container, edges: .top)
/// ```
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  /// The regions' bits.
  public let rawValue: UInt

  /// Regions from their bits.
  ///
  /// ```swift
  /// SafeAreaRegions(rawValue: 1)
  /// ```
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The area the device and containers (bars) keep clear.
  public static let container = SafeAreaRegions(rawValue: 1 << 0)
  /// The area the keyboard covers.
  public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
  /// Every region.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension VerticalEdge {
  /// A set of vertical edges.
  ///
  /// ```swift
  /// .listRowSeparator(.hidden, edges: .bottom)
  /// ```
  public struct Set: OptionSet, Hashable, Sendable {
    /// The edges' bits.
    public let rawValue: Int8

    /// Edges from their bits.
    ///
    /// ```swift
    /// VerticalEdge.Set(rawValue: 1)
    /// ```
    public init(rawValue: Int8) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = Set(rawValue: 1 << 0)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 1 << 1)
    /// Both edges.
    public static let all: Set = [.top, .bottom]
  }
}
