extension Keyword {
  /// An accessibility child behavior: `combine`.
  @inlinable public static var combine: Keyword { Keyword(.combine) }
  /// An accessibility child behavior: `contain`.
  @inlinable public static var contain: Keyword { Keyword(.contain) }
  /// An accessibility child behavior: `ignore`.
  @inlinable public static var ignore: Keyword { Keyword(.ignore) }
  /// A toolbar placement or side: `principal`.
  @inlinable public static var principal: Keyword { Keyword(.principal) }
  /// A toolbar placement or side: `primaryAction`.
  @inlinable public static var primaryAction: Keyword { Keyword(.primaryAction) }
  /// A toolbar placement or side: `secondaryAction`.
  @inlinable public static var secondaryAction: Keyword { Keyword(.secondaryAction) }
  /// A toolbar placement or side: `confirmationAction`.
  @inlinable public static var confirmationAction: Keyword { Keyword(.confirmationAction) }
  /// A toolbar placement or side: `cancellationAction`.
  @inlinable public static var cancellationAction: Keyword { Keyword(.cancellationAction) }
  /// A toolbar placement or side: `destructiveAction`.
  @inlinable public static var destructiveAction: Keyword { Keyword(.destructiveAction) }
  /// A toolbar placement or side: `keyboard`.
  @inlinable public static var keyboard: Keyword { Keyword(.keyboard) }
  /// A toolbar placement or side: `status`.
  @inlinable public static var status: Keyword { Keyword(.status) }
  /// A toolbar placement or side: `bottomBar`.
  @inlinable public static var bottomBar: Keyword { Keyword(.bottomBar) }
  /// A toolbar placement or side: `topBarLeading`.
  @inlinable public static var topBarLeading: Keyword { Keyword(.topBarLeading) }
  /// A toolbar placement or side: `topBarTrailing`.
  @inlinable public static var topBarTrailing: Keyword { Keyword(.topBarTrailing) }
  /// A toolbar placement or side: `navigationBarLeading`.
  @inlinable public static var navigationBarLeading: Keyword { Keyword(.navigationBarLeading) }
  /// A toolbar placement or side: `navigationBarTrailing`.
  @inlinable public static var navigationBarTrailing: Keyword { Keyword(.navigationBarTrailing) }
  /// A toolbar placement or side: `unplaced`.
  @inlinable public static var unplaced: Keyword { Keyword(.unplaced) }
  /// An accessibility trait: `isButton`.
  @inlinable public static var isButton: Keyword { Keyword(.isButton) }
  /// An accessibility trait: `isHeader`.
  @inlinable public static var isHeader: Keyword { Keyword(.isHeader) }
  /// An accessibility trait: `isSelected`.
  @inlinable public static var isSelected: Keyword { Keyword(.isSelected) }
  /// An accessibility trait: `isLink`.
  @inlinable public static var isLink: Keyword { Keyword(.isLink) }
  /// An accessibility trait: `isSearchField`.
  @inlinable public static var isSearchField: Keyword { Keyword(.isSearchField) }
  /// An accessibility trait: `isImage`.
  @inlinable public static var isImage: Keyword { Keyword(.isImage) }
  /// An accessibility trait: `playsSound`.
  @inlinable public static var playsSound: Keyword { Keyword(.playsSound) }
  /// An accessibility trait: `isKeyboardKey`.
  @inlinable public static var isKeyboardKey: Keyword { Keyword(.isKeyboardKey) }
  /// An accessibility trait: `isStaticText`.
  @inlinable public static var isStaticText: Keyword { Keyword(.isStaticText) }
  /// An accessibility trait: `isSummaryElement`.
  @inlinable public static var isSummaryElement: Keyword { Keyword(.isSummaryElement) }
  /// An accessibility trait: `updatesFrequently`.
  @inlinable public static var updatesFrequently: Keyword { Keyword(.updatesFrequently) }
  /// An accessibility trait: `startsMediaSession`.
  @inlinable public static var startsMediaSession: Keyword { Keyword(.startsMediaSession) }
  /// An accessibility trait: `allowsDirectInteraction`.
  @inlinable public static var allowsDirectInteraction: Keyword {
    Keyword(.allowsDirectInteraction)
  }
  /// An accessibility trait: `causesPageTurn`.
  @inlinable public static var causesPageTurn: Keyword { Keyword(.causesPageTurn) }
  /// An accessibility trait: `isModal`.
  @inlinable public static var isModal: Keyword { Keyword(.isModal) }
  /// An accessibility trait: `isToggle`.
  @inlinable public static var isToggle: Keyword { Keyword(.isToggle) }
  /// An edit action of a list's rows: `delete`.
  @inlinable public static var delete: Keyword { Keyword(.delete) }
  /// An edit action of a list's rows: `move`.
  @inlinable public static var move: Keyword { Keyword(.move) }
  /// A sort order: `forward`.
  @inlinable public static var forward: Keyword { Keyword(.forward) }
  /// A sort order: `reverse`.
  @inlinable public static var reverse: Keyword { Keyword(.reverse) }
  /// A date picker's components: `date`.
  @inlinable public static var date: Keyword { Keyword(.date) }
  /// A date picker's components: `hourAndMinute`.
  @inlinable public static var hourAndMinute: Keyword { Keyword(.hourAndMinute) }
  /// A date picker's components: `hourMinuteAndSecond`.
  @inlinable public static var hourMinuteAndSecond: Keyword { Keyword(.hourMinuteAndSecond) }
  /// A toolbar's bar or role: `navigationBar`.
  @inlinable public static var navigationBar: Keyword { Keyword(.navigationBar) }
  /// A toolbar's bar or role: `tabBar`.
  @inlinable public static var tabBar: Keyword { Keyword(.tabBar) }
  /// A toolbar's bar or role: `windowToolbar`.
  @inlinable public static var windowToolbar: Keyword { Keyword(.windowToolbar) }
  /// A toolbar's bar or role: `navigationStack`.
  @inlinable public static var navigationStack: Keyword { Keyword(.navigationStack) }
  /// A toolbar's bar or role: `browser`.
  @inlinable public static var browser: Keyword { Keyword(.browser) }
  /// A toolbar's bar or role: `editor`.
  @inlinable public static var editor: Keyword { Keyword(.editor) }
  /// Anything else Vellum names: `custom`.
  @inlinable public static var custom: Keyword { Keyword(.custom) }
  /// Anything else Vellum names: `carousel`.
  @inlinable public static var carousel: Keyword { Keyword(.carousel) }
  /// Anything else Vellum names: `home`.
  @inlinable public static var home: Keyword { Keyword(.home) }
  /// Anything else Vellum names: `wifi`.
  @inlinable public static var wifi: Keyword { Keyword(.wifi) }
}
