import Vellum

/// A recipe of the Recipes sample. Ids are whole numbers the box hands out, so renderings are the
/// same on every run.
public struct Recipe: Identifiable, Hashable, Sendable {
  public var id: Int
  public var title: String
  public var subtitle: String
  public var rating: Int
  public var isFavorite: Bool
  public var collections: [String]
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
