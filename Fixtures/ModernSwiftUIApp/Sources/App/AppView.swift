import SwiftUI

struct AppView: View {
  @Bindable var model: AppModel

  var body: some View {
    NavigationStack(path: $model.path) {
      DecksListView(model: model.decksList)
        .toolbar {
          Button("Settings") { model.settingsButtonTapped() }
        }
    } destination: { path in
      switch path {
      case let .detail(detailModel):
        DeckDetailView(model: detailModel)
      case let .session(session, deck):
        SessionView(session: session, deck: deck)
      case let .study(studyModel):
        StudySessionView(model: studyModel)
      }
    }
    .sheet(isPresented: $model.isSettingsPresented) {
      NavigationStack { SettingsView() }
    }
  }
}

struct SessionView: View {
  let session: StudySession
  let deck: Deck

  var body: some View {
    Form {
      LabeledContent("Deck", value: deck.title)
      LabeledContent("Score", value: "\(session.correct) of \(session.total)")
      Text(session.date, style: .date)
    }
  }
}
