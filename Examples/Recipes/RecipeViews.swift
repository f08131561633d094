import Vellum

/// The recipes of the selected sidebar item, selectable.
struct RecipeListView: View {
  @Binding var selection: Recipe.ID?
  let selectedSidebarItem: SidebarItem
  @EnvironmentObject private var recipeBox: RecipeBox

  var body: some View {
    List(selection: $selection) {
      ForEach(recipeBox.recipes(in: selectedSidebarItem)) { recipe in
        HStack {
          Text(recipe.title)
          Spacer()
          if recipe.isFavorite { Image(systemName: "heart.fill").accessibilityLabel("Favorite") }
        }
      }
    }
  }
}

/// The sidebar: all recipes, favorites, and each collection.
struct SidebarView: View {
  @Binding var selection: SidebarItem?
  @EnvironmentObject private var recipeBox: RecipeBox

  var body: some View {
    List(selection: $selection) {
      Section("Recipes") {
        ForEach([SidebarItem.all, .favorites], id: \.self) { item in
          Label(item.title, systemImage: item.icon)
        }
      }
      Section("Collections") {
        ForEach(recipeBox.collections.map(SidebarItem.collection), id: \.self) { item in
          Label(item.title, systemImage: item.icon)
        }
      }
    }
    .navigationTitle("Categories")
  }
}

/// A recipe's title, rating, subtitle and ingredients.
struct RecipeDetailView: View {
  @Binding var recipe: Recipe

  var body: some View {
    VStack(alignment: .leading) {
      RegularTitleView(recipe: $recipe)
      Divider()
      Text("Ingredients").font(.headline)
      ForEach(recipe.ingredients, id: \.self) { ingredient in
        Text("• " + ingredient)
      }
    }
    .padding()
  }
}

/// The detail column when nothing is selected.
struct RecipeNotSelectedView: View {
  var body: some View {
    Text("Select a recipe")
      .foregroundStyle(.secondary)
  }
}

/// The detail toolbar: edit the recipe in the editor sheet, or delete it after confirming.
struct RecipeDetailToolbar: ToolbarContent {
  @Binding var recipe: Recipe
  @Binding var showDeleteConfirmation: Bool
  var deleteRecipe: () -> Void
  @State private var recipeEditorConfig = RecipeEditorConfig()

  var body: some ToolbarContent {
    ToolbarItem(placement: .navigationBarTrailing) {
      Button {
        recipeEditorConfig.presentEditRecipe(recipe)
      } label: {
        Text("Edit")
      }
      .sheet(isPresented: $recipeEditorConfig.isPresented, onDismiss: didDismissEditor) {
        RecipeEditor(config: $recipeEditorConfig)
      }
    }
    ToolbarItem(placement: .navigationBarTrailing) {
      Button(role: .destructive) {
        showDeleteConfirmation = true
      } label: {
        Image(systemName: "trash")
      }
      .confirmationDialog("Delete this recipe?", isPresented: $showDeleteConfirmation) {
        Button("Delete Recipe", role: .destructive) { deleteRecipe() }
      }
    }
  }

  private func didDismissEditor() {
    if recipeEditorConfig.shouldSaveChanges { recipe = recipeEditorConfig.recipe }
  }
}

/// The editor's fields.
struct RecipeEditorForm: View {
  @Binding var config: RecipeEditorConfig

  var body: some View {
    Form {
      TextField("Title", text: $config.recipe.title)
      TextField("Subtitle", text: $config.recipe.subtitle)
      Toggle("Favorite", isOn: $config.recipe.isFavorite)
      StarRating(rating: $config.recipe.rating)
    }
  }
}

/// The app: sidebar, recipe list and detail in a split view.
struct RecipesContentView: View {
  @State private var selectedSidebarItem: SidebarItem? = .all
  @State private var selectedRecipeId: Recipe.ID?

  init(selectedRecipeId: Recipe.ID? = nil) {
    _selectedRecipeId = State(initialValue: selectedRecipeId)
  }

  var body: some View {
    NavigationSplitView {
      SidebarView(selection: $selectedSidebarItem)
    } content: {
      ContentListView(
        selection: $selectedRecipeId, selectedSidebarItem: selectedSidebarItem ?? .all)
    } detail: {
      DetailView(recipeId: $selectedRecipeId)
    }
  }
}
