/// Where in the standard menus a command group goes.
///
/// ```swift
/// CommandGroup(after: .newItem) { Button("New from Template…") {} }
/// ```
public struct CommandGroupPlacement: Hashable, Sendable {
  let name: String

  /// The About item.
  public static let appInfo = CommandGroupPlacement(name: "appInfo")
  /// The Settings item.
  public static let appSettings = CommandGroupPlacement(name: "appSettings")
  /// The Services menu.
  public static let systemServices = CommandGroupPlacement(name: "systemServices")
  /// Hide, Hide Others and Show All.
  public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
  /// Quit.
  public static let appTermination = CommandGroupPlacement(name: "appTermination")
  /// New items.
  public static let newItem = CommandGroupPlacement(name: "newItem")
  /// Save items.
  public static let saveItem = CommandGroupPlacement(name: "saveItem")
  /// Import and export items.
  public static let importExport = CommandGroupPlacement(name: "importExport")
  /// Print items.
  public static let printItem = CommandGroupPlacement(name: "printItem")
  /// Undo and Redo.
  public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
  /// Cut, Copy and Paste.
  public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
  /// Find and text editing items.
  public static let textEditing = CommandGroupPlacement(name: "textEditing")
  /// Font and text formatting items.
  public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
  /// Toolbar items of the View menu.
  public static let toolbar = CommandGroupPlacement(name: "toolbar")
  /// Sidebar items of the View menu.
  public static let sidebar = CommandGroupPlacement(name: "sidebar")
  /// Window sizing items.
  public static let windowSize = CommandGroupPlacement(name: "windowSize")
  /// The list of open windows.
  public static let windowList = CommandGroupPlacement(name: "windowList")
  /// The list of single windows.
  public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
  /// Window arrangement items.
  public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
  /// The Help menu's items.
  public static let help = CommandGroupPlacement(name: "help")
}
