/// What a widget shows and how it updates, as WidgetKit's configurations (`StaticConfiguration`,
/// `AppIntentConfiguration`) describe it. WidgetKit is not part of Vellum: the protocol is here
/// so widget extensions' declarations name SwiftUI's types.
///
/// ```swift
/// var body: some WidgetConfiguration { EmptyWidgetConfiguration() }
/// ```
@MainActor @preconcurrency
public protocol WidgetConfiguration {
  /// The configuration this configuration is made of.
  associatedtype Body: WidgetConfiguration

  /// The configuration this configuration is made of.
  var body: Body { get }
}

extension Never: WidgetConfiguration {}
