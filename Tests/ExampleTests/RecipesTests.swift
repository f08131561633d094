import Testing
import Vellum
import VellumTesting

@testable import RecipesExample

@MainActor
@Suite struct RecipesTests {
  @Test func theScreensAsTextAndHTML() throws {
    let host = ViewHost(RecipesExample.app(box: RecipeBox()))
    assertSnapshot(of: host, as: .text(width: 100), named: "wide")
    assertSnapshot(of: host, as: .text, named: "narrow")
    assertSnapshot(of: host, as: .html, named: "list")
    try host.tap("Kimchi Stew")
    assertSnapshot(of: host, as: .text(width: 100), named: "detail")
    assertSnapshot(of: host, as: .html, named: "detail")
    try host.tap("plus")
    assertSnapshot(of: host, as: .text, named: "editor")
    assertSnapshot(of: host, as: .html, named: "editor")
  }

  @Test func addingARecipeThroughTheEditorSheet() async {
    let box = RecipeBox()
    await assertSnapshots(
      of: ViewHost(RecipesExample.app(box: box)),
      steps: [
        .tap("plus"), .type("Bibimbap", into: "Title"), .type("Mixed rice", into: "Subtitle"),
        .tapAt("star", index: 3), .tap("Save"),
      ], width: 100)
    #expect(box.allRecipes.last?.title == "Bibimbap")
    #expect(box.allRecipes.last?.rating == 4)
  }

  @Test func cancellingTheEditorSavesNothing() throws {
    let box = RecipeBox()
    let host = ViewHost(RecipesExample.app(box: box))
    try host.tap("plus")
    try host.type("Nothing", into: "Title")
    try host.tap("Cancel")
    #expect(box.allRecipes.count == 3)
  }

  @Test func ratingWithTheStarsAndClearingWithTheSameStar() throws {
    let box = RecipeBox()
    let host = ViewHost(RecipesExample.app(box: box, selectedRecipeId: 3))
    try host.tap("star", at: 1)
    #expect(box.recipe(with: 3)?.rating == 2)
    try host.tap("star", at: 1)
    #expect(box.recipe(with: 3)?.rating == 0)
  }

  @Test func editingAndDeletingWithConfirmation() async {
    let box = RecipeBox()
    await assertSnapshots(
      of: ViewHost(RecipesExample.app(box: box, selectedRecipeId: 1)),
      steps: [
        .tap("Edit"), .type("Apple Crumble", into: "Title"), .tap("Save"), .tap("trash"),
        .tap("Delete Recipe"),
      ], width: 100)
    #expect(box.allRecipes.map(\.title) == ["Kimchi Stew", "Pancakes"])
  }
}
