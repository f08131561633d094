import Vellum

/// The Recipes example (seeds 000 and 004) for tests, the preview gallery and the main command.
///
/// ```swift
/// let host = ViewHost(RecipesExample.app(box: RecipeBox()))
/// ```
public enum RecipesExample {
  /// The app with its recipe box in the environment.
  @MainActor public static func app(box: RecipeBox, selectedRecipeId: Int? = nil) -> some View {
    RecipesContentView(selectedRecipeId: selectedRecipeId).environmentObject(box)
  }

  /// Adds the example's previews to a gallery.
  @MainActor public static func addPreviews(to gallery: inout PreviewGallery) {
    gallery.add(Recipes_Previews.self, named: "Recipes")
  }
}

/// The app, with and without a selected recipe, and the editor.
struct Recipes_Previews: PreviewProvider {
  static var previews: some View {
    RecipesExample.app(box: RecipeBox())
      .previewDisplayName("Recipes")
    RecipesExample.app(box: RecipeBox(), selectedRecipeId: 2)
      .previewDisplayName("Kimchi stew")
    WithState(initialValue: RecipeEditorConfig()) { $config in
      RecipeEditor(config: $config)
    }
    .previewDisplayName("Recipe editor")
  }
}
