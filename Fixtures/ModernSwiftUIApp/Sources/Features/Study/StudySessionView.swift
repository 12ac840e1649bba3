import SwiftUI
import SwiftUINavigation

struct StudySessionView: View {
  @Bindable var model: StudySessionModel

  var body: some View {
    VStack(spacing: 24) {
      Text("\(model.secondsElapsed) s")
        .monospacedDigit()
      if model.currentIndex < model.deck.cards.count {
        let card = model.deck.cards[model.currentIndex]
        Text(model.isRevealed ? card.back : card.front)
          .font(.largeTitle)
        if model.isRevealed {
          HStack {
            Button("Missed") { model.answerButtonTapped(wasCorrect: false) }
            Button("Knew it") { model.answerButtonTapped(wasCorrect: true) }
          }
        } else {
          Button("Reveal") {
            Task { await model.revealButtonTapped() }
          }
        }
      }
    }
    .toolbar {
      Button("End") { model.endSessionButtonTapped() }
    }
    .navigationBarBackButtonHidden()
    .task { await model.onTask() }
    .alert($model.destination.alert) { action in
      model.alertButtonTapped(action)
    }
  }
}
