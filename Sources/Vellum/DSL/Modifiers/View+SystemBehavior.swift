import Foundation

/// Modifiers for what the system around the app does — its gestures, overlays, scroll
/// indicators, find bar and widget rendering — which a host has none of, so they are accepted;
/// and `submitScope`, which changes which submit actions run.
extension View {
  /// Stops submitting the text fields inside from running the submit actions set outside this
  /// view, when `isBlocking`.
  ///
  /// ```swift
  /// Form {
  ///   TextField("Search", text: $query).submitScope()
  /// }
  /// .onSubmit { save() }   // not run when the search field is submitted
  /// ```
  public consuming func submitScope(_ isBlocking: Bool = true) -> some View {
    transformEnvironment(\.self) { environment in
      if isBlocking { environment.submitActions = [] }
    }
  }

  /// Lets the app's gestures take precedence over the system's at `edges`; accepted (a host
  /// has no system gestures).
  ///
  /// ```swift
  /// Game().defersSystemGestures(on: .bottom)
  /// ```
  public func defersSystemGestures(on edges: Edge.Set) -> some View {
    self
  }

  /// Shows or hides the system's overlays, such as the home indicator; accepted (renderings
  /// draw the device frame as the app starts).
  ///
  /// ```swift
  /// VideoPlayerView().persistentSystemOverlays(.hidden)
  /// ```
  public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
    self
  }

  /// Flashes the scroll indicators of the scroll views inside when they appear; accepted
  /// (renderings draw no indicators).
  ///
  /// ```swift
  /// ScrollView { … }.scrollIndicatorsFlash(onAppear: true)
  /// ```
  public func scrollIndicatorsFlash(onAppear: Bool) -> some View {
    self
  }

  /// Flashes the scroll indicators of the scroll views inside when `value` changes; accepted.
  ///
  /// ```swift
  /// ScrollView { … }.scrollIndicatorsFlash(trigger: messages.count)
  /// ```
  public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View {
    self
  }

  /// Makes the view one group for geometry animations; accepted (changes apply at once, so
  /// nothing is animated apart).
  ///
  /// ```swift
  /// Card().geometryGroup()
  /// ```
  public func geometryGroup() -> some View {
    self
  }

  /// Marks the view as out of date while a widget's intent runs; accepted (a host renders no
  /// widgets).
  ///
  /// ```swift
  /// Text(count, format: .number).invalidatableContent()
  /// ```
  public func invalidatableContent(_ invalidatable: Bool = true) -> some View {
    self
  }

  /// Tags the view's interactions for the system's activity tracking; accepted.
  ///
  /// ```swift
  /// Button("Buy") { buy() }.interactionActivityTrackingTag("purchase")
  /// ```
  public func interactionActivityTrackingTag(_ tag: String) -> some View {
    self
  }

  /// Presents the find bar of the text editors inside while `isPresented`; accepted (a host
  /// shows no find bar).
  ///
  /// ```swift
  /// TextEditor(text: $notes).findNavigator(isPresented: $searching)
  /// ```
  public func findNavigator(isPresented: Binding<Bool>) -> some View {
    self
  }

  /// Turns finding off in the text editors inside; accepted.
  ///
  /// ```swift
  /// TextEditor(text: $notes).findDisabled()
  /// ```
  public func findDisabled(_ isDisabled: Bool = true) -> some View {
    self
  }

  /// Turns replacing off in the text editors inside; accepted.
  ///
  /// ```swift
  /// TextEditor(text: $notes).replaceDisabled()
  /// ```
  public func replaceDisabled(_ isDisabled: Bool = true) -> some View {
    self
  }
}

extension View {
  /// Sets the width of the split view column this view is the root of; accepted (a column
  /// takes the width its split view gives it, and on an iPhone the split view collapses to
  /// one column at a time).
  ///
  /// ```swift
  /// Sidebar().navigationSplitViewColumnWidth(240)
  /// ```
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
    self
  }

  /// Sets the smallest, ideal and largest widths of the split view column this view is the
  /// root of; accepted, as `navigationSplitViewColumnWidth(_:)` is.
  ///
  /// ```swift
  /// Sidebar().navigationSplitViewColumnWidth(min: 180, ideal: 220, max: 300)
  /// ```
  public func navigationSplitViewColumnWidth(
    min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
  ) -> some View {
    self
  }
}
