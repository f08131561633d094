import Foundation
import Testing

@testable import Vellum

#if canImport(Darwin)
  import CoreData
#endif

/// Fetching managed objects into views.
///
/// Sources: Apple's documentation of `FetchRequest` ("a property wrapper that retrieves
/// entities from a Core Data persistent store"; `nsPredicate` and `sortDescriptors` of
/// `FetchedResults` change the fetch, and "SwiftUI updates the view"), `SectionedFetchRequest`
/// and `SectionedFetchResults` (sections identified by `sectionIdentifier`), and Core Data's
/// `NSFetchRequest` (`fetchLimit`, `fetchOffset`) and `NSManagedObjectContext` (`save()`,
/// `rollback()`, `delete(_:)`).
@MainActor @Suite struct CoreDataFetchTests {
  final class Task: NSManagedObject {
    var title = ""
    var list = ""
    var isDone = false
  }

  /// A context holding tasks of two lists.
  private func context() throws -> NSManagedObjectContext {
    let context = NSPersistentContainer(name: "Tasks").viewContext
    for (title, list, isDone) in [
      ("Milk", "Home", false), ("Taxes", "Work", true), ("Bread", "Home", true),
      ("Report", "Work", false),
    ] {
      let task = Task(context: context)
      (task.title, task.list, task.isDone) = (title, list, isDone)
    }
    try context.save()
    return context
  }

  struct Tasks: View {
    @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Task.title, ascending: true)])
    var tasks: FetchedResults<Task>

    var body: some View {
      VStack {
        Text(tasks.map(\.title).joined(separator: ", "))
        Button("Open only") {
          tasks.nsPredicate = NSPredicate { task, _ in (task as? Task)?.isDone == false }
        }
        Button("Reverse") { tasks.sortDescriptors = [SortDescriptor(\Task.title, order: .reverse)] }
        Button("All") { $tasks.wrappedValue.nsPredicate = nil }
      }
    }
  }

  @Test func resultsFollowTheirPredicateAndOrder() throws {
    let host = ViewHost(Tasks().environment(\.managedObjectContext, try context()))
    #expect(host.root.visibleText.hasPrefix("Bread, Milk, Report, Taxes"))
    try host.tap("Open only")
    #expect(host.root.visibleText.hasPrefix("Milk, Report "))
    try host.tap("Reverse")
    #expect(host.root.visibleText.hasPrefix("Report, Milk "))
    try host.tap("All")
    #expect(host.root.visibleText.hasPrefix("Taxes, Report, Milk, Bread "))
  }

  @Test func aChangeInTheContextRefreshesTheView() throws {
    let context = try context()
    let host = ViewHost(Tasks().environment(\.managedObjectContext, context))
    let milk = try #require(try context.fetch(NSFetchRequest<Task>(entityName: "Task")).first)
    context.delete(milk)
    #expect(host.root.visibleText.hasPrefix("Bread, Report, Taxes "), "deleted, not yet saved")
    context.rollback()
    #expect(host.root.visibleText.hasPrefix("Bread, Milk, Report, Taxes "))
  }

  struct Lists: View {
    @SectionedFetchRequest(
      sectionIdentifier: \Task.list,
      sortDescriptors: [SortDescriptor(\Task.list), SortDescriptor(\Task.title)])
    var tasks: SectionedFetchResults<String, Task>

    var body: some View {
      List {
        ForEach(tasks) { section in
          Section(section.id) {
            ForEach(section) { Text($0.title) }
          }
        }
      }
    }
  }

  @Test func sectionsGroupResultsByTheirIdentifier() throws {
    let host = ViewHost(Lists().environment(\.managedObjectContext, try context()))
    let tree = host.render(.tree)
    let order = ["Home", "Bread", "Milk", "Work", "Report", "Taxes"].compactMap {
      tree.range(of: "\"\($0)\"")?.lowerBound
    }
    #expect(order.count == 6 && order == order.sorted(), "\(tree)")
  }

  @Test func aRequestsLimitAndOffsetAreKept() throws {
    let context = try context()
    let request = NSFetchRequest<Task>(entityName: "Task")
    request.sortDescriptors = [NSSortDescriptor(keyPath: \Task.title, ascending: true)]
    request.fetchOffset = 1
    request.fetchLimit = 2
    #expect(try context.fetch(request).map(\.title) == ["Milk", "Report"])
    #expect(try context.count(for: NSFetchRequest<Task>(entityName: "Other")) == 0)
  }

  @Test func withoutAContextAViewFetchesNothing() {
    #expect(ViewHost(Tasks()).root.visibleText == " Open only Reverse All")
  }
}
