/// An alert described as a value, the iOS 13 way: a title, a message and one or two buttons.
///
/// ```swift
/// .alert(item: $alertNthPrime) { n in
///   Alert(title: Text("The prime is \(n)"), dismissButton: .default(Text("OK")))
/// }
/// ```
public struct Alert {
  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An alert with one button (OK when `dismissButton` is `nil`).
  ///
  /// ```swift
  /// Alert(title: Text("Saved"), dismissButton: .default(Text("OK")))
  /// ```
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    buttons = [dismissButton ?? .default(Text("OK"))]
  }

  /// An alert with two buttons.
  ///
  /// ```swift
  /// Alert(title: Text("Delete?"), primaryButton: .destructive(Text("Delete")) { delete() },
  ///       secondaryButton: .cancel())
  /// ```
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
    buttons = [primaryButton, secondaryButton]
  }

  /// An alert with the buttons given, in order: what an `ActionSheet` presents.
  init(title: Text, message: Text?, buttons: [Button]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// A button of an `Alert`.
  ///
  /// ```swift
  /// Alert.Button.default(Text("OK"))
  /// ```
  public struct Button {
    let label: Text
    let role: ButtonRole?
    let action: (() -> Void)?

    /// A plain button.
    ///
    /// ```swift
    /// .default(Text("OK"))
    /// ```
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: nil, action: action)
    }

    /// A cancel button titled "Cancel".
    ///
    /// ```swift
    /// .cancel()
    /// ```
    public static func cancel(_ action: (() -> Void)? = {}) -> Button {
      Button(label: Text("Cancel"), role: .cancel, action: action)
    }

    /// A cancel button with a custom title.
    ///
    /// ```swift
    /// .cancel(Text("Keep"))
    /// ```
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .cancel, action: action)
    }

    /// A destructive button.
    ///
    /// ```swift
    /// .destructive(Text("Delete")) { delete() }
    /// ```
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .destructive, action: action)
    }
  }

  /// The alert as views: its buttons, then its message.
  @MainActor var content: AlertContent<ForEach<Range<Int>, Int, Vellum.Button<Text>>, Text?> {
    let buttons = buttons
    return AlertContent(
      actions: ForEach(0..<buttons.count, id: \.self) { index in
        Vellum.Button(role: buttons[index].role, action: { buttons[index].action?() }) {
          buttons[index].label
        }
      }, message: message)
  }
}

extension View {
  /// Presents the alert `content` makes while `isPresented` is true.
  ///
  /// ```swift
  /// .alert(isPresented: $showsError) { Alert(title: Text("Failed")) }
  /// ```
  public consuming func alert(isPresented: Binding<Bool>, content: @escaping () -> Alert)
    -> some View
  {
    presentation(.alert, isPresented: isPresented, onDismiss: nil) {
      AlertView(alert: content())
    }
  }

  /// Presents the alert `content` makes for `item` while it is not `nil`.
  ///
  /// ```swift
  /// .alert(item: $alertNthPrime) { n in Alert(title: Text("The prime is \(n.value)")) }
  /// ```
  public consuming func alert<Item: Identifiable>(
    item: Binding<Item?>, content: @escaping (Item) -> Alert
  ) -> some View {
    presentation(.alert, item: item, onDismiss: nil) { AlertView(alert: content($0)) }
  }
}
