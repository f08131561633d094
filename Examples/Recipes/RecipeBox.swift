import Vellum

/// The store of recipes, shared through the environment.
public final class RecipeBox: ObservableObject {
  @Published var allRecipes: [Recipe]
  private var nextID: Int

  /// A box of recipes.
  public init(recipes: [Recipe] = RecipeBox.sample) {
    allRecipes = recipes
    nextID = (recipes.map(\.id).max() ?? 0) + 1
  }

  /// The collections recipes belong to, sorted.
  var collections: [String] {
    Array(Set(allRecipes.flatMap(\.collections))).sorted()
  }

  func recipe(with id: Recipe.ID) -> Recipe? {
    allRecipes.first { $0.id == id }
  }

  func contains(_ id: Recipe.ID?) -> Bool {
    guard let id else { return false }
    return recipe(with: id) != nil
  }

  /// Adds a recipe and returns its new id.
  func add(_ recipe: Recipe) -> Recipe.ID {
    var recipe = recipe
    recipe.id = nextID
    nextID += 1
    allRecipes.append(recipe)
    return recipe.id
  }

  func update(_ recipe: Recipe) {
    guard let index = allRecipes.firstIndex(where: { $0.id == recipe.id }) else { return }
    allRecipes[index] = recipe
  }

  func delete(_ id: Recipe.ID) {
    allRecipes.removeAll { $0.id == id }
  }

  func recipes(in item: SidebarItem) -> [Recipe] {
    switch item {
    case .all: allRecipes
    case .favorites: allRecipes.filter(\.isFavorite)
    case .collection(let name): allRecipes.filter { $0.collections.contains(name) }
    }
  }

  /// Three recipes to start with.
  public static let sample = [
    Recipe(
      id: 1, title: "Apple Pie", subtitle: "A classic", rating: 4, isFavorite: true,
      collections: ["Desserts"], ingredients: ["6 apples", "Pie crust", "Cinnamon"]),
    Recipe(
      id: 2, title: "Kimchi Stew", subtitle: "김치찌개", rating: 5, isFavorite: false,
      collections: ["Korean"], ingredients: ["Kimchi", "Pork belly", "Tofu"]),
    Recipe(
      id: 3, title: "Pancakes", subtitle: "Weekend breakfast", rating: 3, isFavorite: false,
      collections: ["Breakfast"], ingredients: ["Flour", "Milk", "Eggs"]),
  ]
}

/// What the sidebar can show.
public enum SidebarItem: Hashable, Sendable {
  case all
  case favorites
  case collection(String)

  var title: String {
    switch self {
    case .all: "All Recipes"
    case .favorites: "Favorites"
    case .collection(let name): name
    }
  }

  var icon: String {
    switch self {
    case .all: "book"
    case .favorites: "heart"
    case .collection: "folder"
    }
  }
}
