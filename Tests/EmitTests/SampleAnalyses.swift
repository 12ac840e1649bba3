import Analysis

/// Hand-built analysis results standing in for the analysis stage in these tests.
enum SampleAnalyses {
  /// A SwiftUI list with an async service, a search binding, an error alert and an `Identifiable` model.
  static let gameList: AnalysisResult = {
    let fetch = Method(name: "fetchGames", line: 3, isAsync: true, throws: true, returnType: "[Game]")
    let toggle = Method(
      name: "toggleFavorite", line: 4, isAsync: true, throws: true,
      parameters: [Parameter(label: "id", name: "id", type: "Game.ID")], returnType: "Game")
    let service = Service(
      name: "GameService", file: "Services/GameService.swift", line: 2, kind: .protocol, methods: [fetch, toggle],
      conformers: ["LiveGameService", "MockGameService"], usedBy: ["GameListViewModel"])
    let model = ViewModel(
      name: "GameListViewModel", file: "Features/GameList/GameListViewModel.swift", line: 4, kind: .observableObject,
      isMainActor: true,
      published: [
        StateProperty(name: "games", type: "[Game]", line: 5, initialValue: "[]"),
        StateProperty(name: "isLoading", type: "Bool", line: 6, initialValue: "false", typeInferred: true),
        StateProperty(name: "searchText", type: "String", line: 7, initialValue: "\"\"", typeInferred: true),
        StateProperty(name: "errorMessage", type: "String?", line: 8),
        StateProperty(name: "showError", type: "Bool", line: 9, initialValue: "false", typeInferred: true),
      ],
      computed: [
        ComputedProperty(
          name: "filteredGames", type: "[Game]", line: 12,
          body: "\n    searchText.isEmpty ? Array(games) : games.filter { $0.title.contains(searchText) }\n  ",
          readsState: ["searchText", "games"], readsOnlyState: true)
      ],
      methods: [
        Method(
          name: "load", line: 20, isAsync: true,
          body: """

                isLoading = true
                defer { isLoading = false }
                do {
                  games = try await service.fetchGames()
                } catch {
                  errorMessage = error.localizedDescription
                  showError = true
                }

            """, bodyLine: 20),
        Method(
          name: "toggleFavorite", line: 30, isAsync: true,
          parameters: [Parameter(label: "id", name: "id", type: "Game.ID")],
          body: "\n    _ = try? await service.toggleFavorite(id: id)\n  ", bodyLine: 30),
        Method(name: "refresh", line: 34, body: "\n    Task { await load() }\n  ", bodyLine: 34),
      ],
      initializers: [
        Method(
          name: "init", line: 15,
          parameters: [
            Parameter(label: "service", name: "service", type: "GameService", defaultValue: "LiveGameService()")
          ],
          body: "\n    self.service = service\n  ", bodyLine: 15)
      ],
      dependencies: [
        Dependency(
          name: "service", type: "GameService", line: 10, defaultValue: "LiveGameService()", injectedThroughInit: true)
      ],
      views: ["GameListView"])
    let owner = Owner(
      name: "GameListView", file: "Features/GameList/GameListView.swift", line: 3, kind: .view,
      viewModel: "GameListViewModel", property: "viewModel", propertyLine: 4, wrapper: "StateObject",
      uses: [
        MemberUse(member: "filteredGames", kind: .read, line: 7),
        MemberUse(member: "searchText", kind: .binding, line: 9),
        MemberUse(member: "toggleFavorite", kind: .call, line: 8, context: "button"),
        MemberUse(member: "refresh", kind: .call, line: 11, context: "button"),
        MemberUse(member: "load", kind: .call, line: 12, context: "task"),
        MemberUse(member: "showError", kind: .binding, line: 13),
      ])
    return AnalysisResult(
      files: 3, lines: 80, indentation: "  ", viewModels: [model], services: [service], owners: [owner])
  }()

  /// The owning view of `gameList`.
  static let gameListView = """
    import SwiftUI

    struct GameListView: View {
      @StateObject private var viewModel = GameListViewModel()

      var body: some View {
        List(viewModel.filteredGames) { game in
          Button(game.title) { Task { await viewModel.toggleFavorite(id: game.id) } }
        }
        .searchable(text: $viewModel.searchText)
        .toolbar {
          Button("Refresh") { viewModel.refresh() }
        }
        .task { await viewModel.load() }
      }
    }

    #Preview {
      GameListView()
    }

    """

  /// A quiz with a nested `Quiz.ViewModel` name, a child, a parent-injected closure, init work and a UIKit owner.
  static let quiz: AnalysisResult = {
    let scores = Service(
      name: "ScoreStoring", file: "Quiz/ScoreStore.swift", line: 1, kind: .protocol,
      methods: [
        Method(
          name: "save", line: 2, parameters: [Parameter(label: nil, name: "score", type: "Int")]),
        Method(name: "best", line: 3, returnType: "Int"),
      ],
      conformers: ["UserDefaultsScoreStore"], usedBy: ["Quiz.ViewModel"])
    let quiz = ViewModel(
      name: "Quiz.ViewModel", file: "Quiz/Quiz.swift", line: 3, kind: .observable,
      published: [
        StateProperty(name: "index", type: "Int", line: 4, initialValue: "0", typeInferred: true),
        StateProperty(name: "score", type: "Int", line: 5, initialValue: "0", typeInferred: true),
        StateProperty(name: "questions", type: "[Question]", line: 6),
        StateProperty(name: "lastError", type: "Error?", line: 7),
      ],
      methods: [
        Method(name: "next", line: 12, body: "\n    index += 1\n  ", bodyLine: 12),
        Method(
          name: "answer", line: 15, parameters: [Parameter(label: nil, name: "choice", type: "Int")],
          body: "\n    if choice == questions[index].correct { score += 1 }\n    next()\n  ", bodyLine: 15),
        Method(name: "finish", line: 20, body: "\n    scores.save(score)\n    onFinish(score)\n  ", bodyLine: 20),
        Method(name: "shuffle", line: 25, access: "private", body: "\n    questions.shuffle()\n  ", bodyLine: 25),
      ],
      initializers: [
        Method(
          name: "init", line: 8,
          parameters: [
            Parameter(label: "questions", name: "questions", type: "[Question]"),
            Parameter(label: "scores", name: "scores", type: "ScoreStoring"),
            Parameter(label: "onFinish", name: "onFinish", type: "@escaping (Int) -> Void"),
          ],
          body:
            "\n    self.questions = questions\n    self.scores = scores\n    self.onFinish = onFinish\n    shuffle()\n  ",
          bodyLine: 8)
      ],
      dependencies: [Dependency(name: "scores", type: "ScoreStoring", line: 9, injectedThroughInit: true)],
      children: ["HintViewModel"],
      childReferences: [ChildReference(property: "hint", type: "HintViewModel", cardinality: .optional, line: 10)],
      constants: [StoredProperty(name: "onFinish", type: "(Int) -> Void", line: 11, isLet: true)],
      views: ["QuizViewController"])
    let hint = ViewModel(
      name: "HintViewModel", file: "Quiz/Hint.swift", line: 1, kind: .observableObject,
      published: [StateProperty(name: "text", type: "String", line: 2, initialValue: "\"\"", typeInferred: true)])
    let owner = Owner(
      name: "QuizViewController", file: "Quiz/QuizViewController.swift", line: 3, kind: .viewController,
      viewModel: "Quiz.ViewModel", property: "viewModel", propertyLine: 4, wrapper: "let",
      uses: [
        MemberUse(member: "next", kind: .call, line: 14, context: "button"),
        MemberUse(member: "answer", kind: .call, line: 15, context: "button"),
        MemberUse(member: "finish", kind: .call, line: 16),
        MemberUse(member: "index", kind: .read, line: 12),
      ])
    return AnalysisResult(
      files: 4, lines: 90, indentation: "    ", viewModels: [hint, quiz], services: [scores], owners: [owner])
  }()

  /// The owning controller of `quiz`.
  static let quizViewController = """
    import UIKit

    final class QuizViewController: UIViewController {
        private let viewModel: Quiz.ViewModel
        private let label = UILabel()

        init(viewModel: Quiz.ViewModel) {
            self.viewModel = viewModel
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            label.text = "\\(viewModel.index)"
        }

        @objc private func nextTapped() { viewModel.next() }
        @objc private func answerTapped(_ sender: UIButton) { viewModel.answer(sender.tag) }
        @objc private func doneTapped() { viewModel.finish() }
    }

    """
}

extension SampleAnalyses {
  /// A public parent with every kind of child: scoped, presented, a list, an enum destination with an alert, and pushed.
  static let library: AnalysisResult = {
    let parent = ViewModel(
      name: "LibraryViewModel", file: "Library/LibraryViewModel.swift", line: 1, kind: .observableObject,
      published: [
        StateProperty(name: "header", type: "HeaderViewModel", line: 2),
        StateProperty(name: "editor", type: "EditorViewModel?", line: 3),
        StateProperty(name: "rows", type: "[RowViewModel]", line: 4, initialValue: "[]"),
        StateProperty(name: "destination", type: "Destination?", line: 5),
        StateProperty(name: "showAlert", type: "Bool", line: 6, initialValue: "false", typeInferred: true),
        StateProperty(name: "alertMessage", type: "String?", line: 7),
        StateProperty(name: "lastSync", type: "Date?", line: 8),
      ],
      methods: [
        Method(name: "refresh", line: 10, access: "public", body: "\n    lastSync = Date()\n  ", bodyLine: 10),
        Method(
          name: "open", line: 12, parameters: [Parameter(label: nil, name: "book", type: "Book")],
          access: "public", body: "\n    push(book)\n  ", bodyLine: 12),
      ],
      children: ["DetailViewModel", "EditorViewModel", "HeaderViewModel", "RowViewModel", "SettingsViewModel"],
      childReferences: [
        ChildReference(property: "header", type: "HeaderViewModel", cardinality: .single, line: 2),
        ChildReference(property: "editor", type: "EditorViewModel", cardinality: .optional, line: 3),
        ChildReference(property: "rows", type: "RowViewModel", cardinality: .array, line: 4),
        ChildReference(property: "destination", type: "SettingsViewModel", cardinality: .enumCase, line: 5),
        ChildReference(property: "open", type: "DetailViewModel", cardinality: .created, line: 12),
      ])
    return AnalysisResult(files: 1, lines: 30, indentation: "\t", viewModels: [parent])
  }()
}
