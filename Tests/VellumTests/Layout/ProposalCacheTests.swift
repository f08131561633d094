import Testing

@testable import Vellum
@testable import VellumCellLayout

/// The per-box cache of answers by proposal: whatever number of proposals a box is asked
/// about, each answer comes back for its own proposal and no other.
@Suite struct ProposalCacheTests {
  private let proposals: [Proposal] = (0..<12).map {
    Proposal(width: $0 % 3 == 0 ? nil : $0, height: $0 % 3 == 0 ? $0 : nil)
  }

  @Test(arguments: [1, 2, 3, 6, 7, 12])
  func everyAnswerComesBackForItsProposal(count: Int) {
    var cache = ProposalCache<CellSize>()
    for (index, proposal) in proposals.prefix(count).enumerated() {
      #expect(cache[proposal] == nil)
      cache.insert(CellSize(width: index, height: index * 10), for: proposal)
    }
    for (index, proposal) in proposals.enumerated() {
      #expect(cache[proposal] == (index < count ? CellSize(width: index, height: index * 10) : nil))
    }
  }

  /// An empty slot answers no proposal, not even the one that asks for the ideal size.
  @Test func anEmptySlotAnswersNothing() {
    var cache = ProposalCache<StackLengths>()
    #expect(cache[.unspecified] == nil)
    cache.insert(StackLengths(count: 2), for: Proposal(width: 3, height: nil))
    #expect(cache[.unspecified] == nil)
    #expect(cache[Proposal(width: 3, height: nil)]?.count == 2)
  }
}

/// A proposal keeps "unspecified" apart from every length, in its 16 bytes.
@Suite struct ProposalTests {
  @Test func unspecifiedAndEveryLengthComeBackAsGiven() {
    let lengths: [Int?] = [nil, 0, 1, 80, -3, Cells.limit, LayoutBox.unbounded, .max]
    for width in lengths {
      for height in lengths {
        let proposal = Proposal(width: width, height: height)
        #expect(proposal.width == width && proposal.height == height)
      }
    }
    #expect(Proposal(width: nil, height: 0) != Proposal(width: 0, height: nil))
    #expect(Proposal(width: nil, height: nil) == .unspecified)
    #expect(MemoryLayout<Proposal>.size == 16)
  }

  @Test func lengthsLeftForUnspecifiedAndVacantAreKeptAsTheNextOne() {
    var proposal = Proposal(width: .min, height: nil)
    #expect(proposal.width == .min + 2)
    proposal.width = nil
    proposal.height = .min + 1
    #expect(proposal.width == nil && proposal.height == .min + 2)
    let lengths: [Int?] = [nil, .min, .min + 1, .min + 2, 0, .max]
    for width in lengths {
      for height in lengths { #expect(Proposal(width: width, height: height) != .vacant) }
    }
  }
}
