import Foundation
import VellumSnapshots

/// `vellum`: the command line. This version has the snapshot tools:
///
///     vellum snapshots --check [--prune] [--report DIR] [PACKAGE]
///
/// `--check` lists reference files the last `swift test` run did not touch (exit 1 when there
/// are any), `--prune` deletes them, `--report DIR` writes a review page of every snapshot.
let usage = """
  usage: vellum snapshots --check [--prune] [--report DIR] [PACKAGE]

    --check        list snapshot references the last full `swift test` run did not touch
    --prune        delete those references
    --report DIR   write DIR/index.html: failed and new snapshots first, reference beside actual
  """

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("vellum: \(message)\n\(usage)\n".utf8))
  exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.isEmpty || arguments.contains("--help") || arguments.contains("-h") {
  print(usage)
  exit(arguments.isEmpty ? 2 : 0)
}
guard arguments.removeFirst() == "snapshots" else { fail("unknown command") }
var check = false
var prune = false
var report: String?
var root = FileManager.default.currentDirectoryPath
while !arguments.isEmpty {
  let argument = arguments.removeFirst()
  switch argument {
  case "--check": check = true
  case "--prune": prune = true
  case "--report":
    guard !arguments.isEmpty else { fail("--report needs a folder") }
    report = arguments.removeFirst()
  default:
    if argument.hasPrefix("-") { fail("unknown option '\(argument)'") }
    root = argument
  }
}
guard check || prune || report != nil else { fail("say --check, --prune or --report DIR") }

let inventory = SnapshotInventory(root: URL(fileURLWithPath: root))
guard inventory.run != nil else {
  fail("no test run is logged in \(root)/.build/vellum-snapshots; run `swift test` first")
}
var status: Int32 = 0
if let report {
  let index = try inventory.writeReport(to: URL(fileURLWithPath: report))
  print("review page: \(index.path)")
}
if prune {
  for file in try inventory.prune() { print("deleted \(file.path)") }
} else if check {
  let obsolete = inventory.obsolete
  for file in obsolete { print("obsolete \(file.path)") }
  print("\(obsolete.count) obsolete of \(inventory.references.count) snapshot references")
  if !obsolete.isEmpty { status = 1 }
}
exit(status)
