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
  private(set) var data: Data
  /// The function that made them.
  private(set) var content: (Data.Element) -> Content
  /// The key path of the rows' ids.
  private(set) var idPath: KeyPath<Data.Element, ID>
  /// The record's generation when the content was last called for every row.
  private(set) var observedSince: UInt32

  init(
    data: Data, content: @escaping (Data.Element) -> Content,
    idPath: KeyPath<Data.Element, ID>, observedSince: UInt32
  ) {
    self.data = data
    self.content = content
    self.idPath = idPath
    self.observedSince = observedSince
  }

  /// Keeps an update's data and functions in place of the last one's; `generation` is the
  /// record's when this update may call the content for every row (it is not known to make
  /// them the way the last one did), `nil` when it may leave some rows as they are.
  func remember(
    data: Data, content: @escaping (Data.Element) -> Content, idPath: KeyPath<Data.Element, ID>,
    makingEveryRowAt generation: UInt32?
  ) {
    self.data = data
    self.content = content
    self.idPath = idPath
    if let generation { observedSince = generation }
  }
}
