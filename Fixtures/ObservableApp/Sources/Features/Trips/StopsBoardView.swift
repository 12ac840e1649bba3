import SwiftUI

/// Every stop of a trip side by side, each with a model of its own, and the first one pinned above them.
struct StopsBoardView: View {
  let stops: [Stop]
  @State private var boards: [StopModel] = []
  @State private var pinned: StopModel

  init(stops: [Stop], first: Stop) {
    self.stops = stops
    _pinned = State(initialValue: StopModel(stop: first))
  }

  var body: some View {
    List {
      Section("Pinned") {
        Text(pinned.title)
      }
      ForEach(boards) { board in
        NavigationLink {
          StopView(model: board)
        } label: {
          Text(board.title)
        }
      }
    }
    .onAppear {
      boards = stops.map { StopModel(stop: $0) }
    }
  }
}
