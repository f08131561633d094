import Foundation
import VellumSnapshots

/// `vellum snapshots`: the snapshot tools.
///
/// `--check` lists reference files the last `swift test` run did not touch (exit 1 when there
/// are any), `--prune` deletes them, `--report DIR` writes a review page of every snapshot.
enum SnapshotsCommand {
  static let usage = """
    usage: vellum snapshots --check [--prune] [--report DIR] [PACKAGE]

      --check        list snapshot references the last full `swift test` run did not touch
      --prune        delete those references
      --report DIR   write DIR/index.html: failed and new snapshots first, reference beside actual
    """

  static func run(_ arguments: [String]) -> Outcome {
    var reader = OptionReader(arguments)
    var check = false
    var prune = false
    var report: String?
    var root = FileManager.default.currentDirectoryPath
    do throws(UsageError) {
      while let argument = reader.next() {
        switch argument {
        case "--help", "-h": return .success(usage + "\n")
        case "--check": check = true
        case "--prune": prune = true
        case "--report": report = try reader.value(of: argument, "a folder")
        default:
          guard !argument.hasPrefix("-") else { throw UsageError("unknown option '\(argument)'") }
          root = argument
        }
      }
      guard check || prune || report != nil else {
        throw UsageError("say --check, --prune or --report DIR")
      }
    } catch {
      return .usage(error.message, usage)
    }
    let inventory = SnapshotInventory(root: URL(fileURLWithPath: root))
    guard inventory.run != nil else {
      return .usage(
        "no test run is logged in \(root)/.build/vellum-snapshots; run `swift test` first", usage)
    }
    if check || prune, let reason = inventory.partialReason {
      return .failure(
        "vellum: the last test run was partial: \(reason). A partial run cannot tell which "
          + "references are obsolete; run the whole suite with `swift test`, then "
          + (prune ? "--prune" : "--check") + " again.\n")
    }
    var outcome = Outcome()
    do {
      if let report {
        outcome.output +=
          "review page: \(try inventory.writeReport(to: URL(fileURLWithPath: report)).path)\n"
      }
      if prune {
        for file in try inventory.prune() { outcome.output += "deleted \(file.path)\n" }
      } else if check {
        let obsolete = inventory.obsolete
        for file in obsolete { outcome.output += "obsolete \(file.path)\n" }
        for file in inventory.leftovers {
          outcome.output += "leftover \(file.path) (an interrupted write; --prune deletes it)\n"
        }
        outcome.output +=
          "\(obsolete.count) obsolete of \(inventory.references.count) snapshot references\n"
        if !obsolete.isEmpty || !inventory.leftovers.isEmpty { outcome.status = 1 }
      }
    } catch {
      return .failure("vellum: \(error)\n", output: outcome.output)
    }
    return outcome
  }
}
