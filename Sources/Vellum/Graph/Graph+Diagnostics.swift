extension Graph {
  /// Reports a state write made while `viewName`'s body was being evaluated.
  func writeDuringEvaluation(of viewName: String) {
    problem(
      "\(viewName) modified state during its body evaluation; the change is kept but does not "
        + "trigger another update (move the write into an action, onAppear or onChange)")
  }

  /// Reports a `ForEach` id that occurs twice.
  func duplicateKey(_ key: Identity.Key, in viewName: String) {
    problem(
      "\(viewName): the id \(key) occurs more than once; rows with the same id share identity")
  }
}
