import Testing

@testable import Vellum

/// The per-box cache of answers by proposal: whatever number of proposals a box is asked
/// about, each answer comes back for its own proposal and no other.
@Suite struct ProposalCacheTests {
  private let proposals: [Proposal] = (0..<12).map {
    Proposal(width: $0 % 3 == 0 ? nil : $0, height: $0 % 3 == 0 ? $0 : nil)
  }

  @Test(arguments: [1, 2, 3, 6, 7, 12])
  func everyAnswerComesBackForItsProposal(count: Int) {
    var cache = ProposalCache<[Int]>()
    for (index, proposal) in proposals.prefix(count).enumerated() {
      #expect(cache[proposal] == nil)
      cache.insert([index, index * 10], for: proposal)
    }
    for (index, proposal) in proposals.enumerated() {
      #expect(cache[proposal] == (index < count ? [index, index * 10] : nil))
    }
  }
}
