import Vellum

/// A course of a meal, for narrowing a search.
enum Course: String, CaseIterable, Identifiable {
  case all = "All"
  case main = "Mains"
  case dessert = "Desserts"

  var id: Self { self }
}

/// A recipe to find.
struct FoundRecipe: Identifiable {
  let id: Int
  let name: String
  let course: Course
  let minutes: Int
}

/// A recipe search, as search tutorials write one: `searchable` text and scopes that filter
/// a list in sections, a count in the footer, and an empty state when nothing matches.
struct RecipeFinder: View {
  @State private var query = ""
  @State private var course = Course.all

  private let recipes = [
    FoundRecipe(id: 1, name: "Lemon risotto", course: .main, minutes: 40),
    FoundRecipe(id: 2, name: "Lemon tart", course: .dessert, minutes: 90),
    FoundRecipe(id: 3, name: "Mushroom pie", course: .main, minutes: 75),
    FoundRecipe(id: 4, name: "Plum crumble", course: .dessert, minutes: 55),
  ]

  private var matches: [FoundRecipe] {
    recipes.filter { recipe in
      (course == .all || recipe.course == course)
        && (query.isEmpty || recipe.name.lowercased().contains(query.lowercased()))
    }
  }

  private var quick: [FoundRecipe] { matches.filter { $0.minutes <= 60 } }
  private var slow: [FoundRecipe] { matches.filter { $0.minutes > 60 } }

  var body: some View {
    NavigationStack {
      List {
        if !quick.isEmpty {
          Section("Under an hour") {
            ForEach(quick) { recipe in
              LabeledContent(recipe.name, value: "\(recipe.minutes) min")
            }
          }
        }
        if !slow.isEmpty {
          Section {
            ForEach(slow) { recipe in
              LabeledContent(recipe.name, value: "\(recipe.minutes) min")
            }
          } header: {
            Text("Worth the wait")
          } footer: {
            Text("\(matches.count) of \(recipes.count) recipes")
          }
        }
      }
      .overlay {
        if matches.isEmpty {
          ContentUnavailableView(
            "No recipes for “\(query)”", systemImage: "magnifyingglass",
            description: Text("Try another word or course."))
        }
      }
      .navigationTitle("Recipes")
      .searchable(text: $query, prompt: "Search recipes")
      .searchScopes($course) {
        ForEach(Course.allCases) { course in
          Text(course.rawValue).tag(course)
        }
      }
    }
  }
}
