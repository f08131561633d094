/// What `onInsert(of:perform:)` and `dropDestination(for:action:)` on table rows return: the
/// rows, with the table taking drops that insert into them. A host drops onto the table with
/// `drop(items:onto:)`, naming anything in it.
///
/// ```swift
/// let rows: ModifiedContent<ForEach<[Name], Name.ID, TableRow<Name>>, OnInsertTableRowModifier>
/// ```
public struct OnInsertTableRowModifier: _TableRowContentModifier, TableRowsModifier {
  let destination: DropDestination

  func modify<Value>(_ rows: inout TableRows<Value>) {
    rows.insertion = destination
  }
}
