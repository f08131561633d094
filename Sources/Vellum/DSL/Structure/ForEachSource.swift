/// What a `ForEach`'s record keeps of its last update: the data, the content function and the
/// id key path its rows were made with, so the next update can tell which rows would be made
/// the same again.
///
/// ```swift
/// record.memory = ForEachSource(data: data, content: content, idPath: \.self, observedSince: 3)
/// ```
@MainActor
final class ForEachSource<Data: RandomAccessCollection, ID: Hashable, Content>:
  KeepsEarlierObservations
{
  /// The elements the rows were made from.
  let data: Data
  /// The function that made them.
  let content: (Data.Element) -> Content
  /// The key path of the rows' ids.
  let idPath: KeyPath<Data.Element, ID>
  /// The record's generation when the content was last called for every row.
  let observedSince: UInt32

  init(
    data: Data, content: @escaping (Data.Element) -> Content,
    idPath: KeyPath<Data.Element, ID>, observedSince: UInt32
  ) {
    self.data = data
    self.content = content
    self.idPath = idPath
    self.observedSince = observedSince
  }
}
