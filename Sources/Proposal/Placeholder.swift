import Foundation

/// Placeholder until the Proposal stage lands.
enum ProposalPlaceholder {}
