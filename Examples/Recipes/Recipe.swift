import Vellum

/// A recipe of the Recipes sample. Ids are whole numbers the box hands out, so renderings are the
/// same on every run.
public struct Recipe: Identifiable, Hashable, Sendable {
  /// The recipe's id.
  public var id: Int
  /// The title.
  public var title: String
  /// A line under the title.
  public var subtitle: String
  /// Stars from 0 to 5.
  public var rating: Int
  /// Whether it is a favorite.
  public var isFavorite: Bool
  /// The collections it belongs to.
  public var collections: [String]
  /// What goes in.
  public var ingredients: [String]

  /// The id of a recipe that is not in the box yet.
  static let newID = -1

  /// Whether the recipe has not been added to the box yet.
  var isNew: Bool { id == Self.newID }

  /// A blank recipe for the editor.
  static func emptyRecipe() -> Recipe {
    Recipe(
      id: newID, title: "", subtitle: "", rating: 0, isFavorite: false, collections: [],
      ingredients: [])
  }
}
