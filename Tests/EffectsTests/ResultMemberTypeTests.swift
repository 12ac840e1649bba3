import Analysis
import Effects
import Proposal
import Testing

/// An awaited call whose result is read through one property (`try await api.page(1).courses`): the response is
/// typed from that property of the method's result type, when the codebase declares it.
@Suite struct ResultMemberTypeTests {
  static let source = """
    struct CourseItem: Equatable, Sendable { var name: String }
    struct Page: Equatable, Sendable {
      var courses: [CourseItem]
      var totalPages: Int
    }
    protocol CoursesService: Sendable {
      func page(_ number: Int) async throws -> Page
    }
    final class LiveCoursesService: CoursesService {
      static let shared = LiveCoursesService()
      func page(_ number: Int) async throws -> Page { Page(courses: [], totalPages: 1) }
    }
    @MainActor final class CoursesViewModel: ObservableObject {
      @Published var courses: [CourseItem] = []
      @Published var errorText = ""
      let service: CoursesService
      init(service: CoursesService) { self.service = service }
      func loadMore(page: Int) async {
        do {
          courses += try await service.page(page).courses
        } catch {
          errorText = "\\(error)"
        }
      }
    }
    struct CoursesView: View {
      @StateObject var model = CoursesViewModel(service: LiveCoursesService.shared)
    }
    """

  // Regression (openedx's `AllCoursesViewModel`): `myEnrollments?.courses += try await interactor.getAllCourses(…)
  // .courses` gave a `Result<Any, any Error>` response and a TODO to replace `Any`.
  @Test func theResponseHasThePropertysType() throws {
    let analysis = Analyzer.analyze([SourceInput(path: "Courses.swift", bytes: Array(Self.source.utf8))])
    let model = try #require(analysis.viewModels.first { $0.name == "CoursesViewModel" })
    let feature = try #require(
      ConversionOutcomeTests.proposer(for: analysis).propose(analysis, for: model).features.first)
    let payloads = feature.actions.flatMap { $0.payload.map(\.type) }
    #expect(payloads.contains("Result<[CourseItem], any Error>"), "\(payloads)")
    #expect(!payloads.contains { $0.contains("Any,") })
  }
}
