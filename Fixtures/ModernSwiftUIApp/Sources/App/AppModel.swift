import CasePaths
import Dependencies
import Observation
import Sharing
import SwiftUI

@MainActor
@Observable
final class AppModel {
  var path: [Path] {
    didSet { bind() }
  }
  var decksList: DecksListModel {
    didSet { bind() }
  }
  var isSettingsPresented = false

  @CasePathable
  @dynamicMemberLookup
  enum Path: Hashable {
    case detail(DeckDetailModel)
    case session(StudySession, deck: Deck)
    case study(StudySessionModel)
  }

  init(path: [Path] = [], decksList: DecksListModel = DecksListModel()) {
    self.path = path
    self.decksList = decksList
    bind()
  }

  func settingsButtonTapped() {
    isSettingsPresented = true
  }

  private func bind() {
    decksList.onDeckTapped = { [weak self] deck in
      guard
        let self,
        let sharedDeck = Shared(decksList.$decks[id: deck.id])
      else { return }
      path.append(.detail(DeckDetailModel(deck: sharedDeck)))
    }
    for destination in path {
      switch destination {
      case let .detail(detailModel):
        bindDetail(model: detailModel)
      case .session:
        break
      case let .study(studyModel):
        bindStudy(model: studyModel)
      }
    }
  }

  private func bindDetail(model: DeckDetailModel) {
    model.onConfirmDeletion = { [weak model, weak self] in
      guard let model, let self else { return }
      decksList.$decks.withLock { _ = $0.remove(id: model.deck.id) }
      _ = path.popLast()
    }
    model.onStudyStarted = { [weak self] deck in
      guard let self else { return }
      withDependencies(from: self) {
        path.append(.study(StudySessionModel(deck: Shared(value: deck))))
      }
    }
  }

  private func bindStudy(model: StudySessionModel) {
    model.onSessionFinished = { [weak self] in
      guard let self else { return }
      _ = path.popLast()
    }
  }
}
