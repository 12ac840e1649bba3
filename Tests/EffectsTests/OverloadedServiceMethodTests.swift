import Analysis
import Effects
import Proposal
import Testing

/// A service overloading a method name (`login(username:password:)`, `login(ssoToken:)`) gets one endpoint per
/// overload, and each call reaches the endpoint its argument labels pick, typed from that overload.
@Suite struct OverloadedServiceMethodTests {
  static let source = """
    protocol AuthService: Sendable {
      func login(username: String, password: String) async throws -> User
      func login(ssoToken: String) async throws -> Session
      func login(_ token: String, remember: Bool) async throws -> User
      func login(apiKey: String) async throws -> User
    }
    struct User: Equatable, Sendable { var name: String }
    struct Session: Equatable, Sendable { var id: String }
    final class LiveAuthService: AuthService {
      static let shared = LiveAuthService()
      func login(username: String, password: String) async throws -> User { User(name: username) }
      func login(ssoToken: String) async throws -> Session { Session(id: ssoToken) }
      func login(_ token: String, remember: Bool) async throws -> User { User(name: token) }
      func login(apiKey: String) async throws -> User { User(name: apiKey) }
    }
    @MainActor final class SignInViewModel: ObservableObject {
      @Published var name = ""
      @Published var sessionID = ""
      let auth: AuthService
      init(auth: AuthService) { self.auth = auth }
      func signIn(username: String, password: String) async {
        do {
          let user = try await auth.login(username: username, password: password)
          name = user.name
        } catch {}
      }
      func signInWithSSO() async {
        do {
          let session = try await auth.login(ssoToken: "token")
          sessionID = session.id
        } catch {}
      }
      func signInWithToken(_ token: String) async {
        do {
          let user = try await auth.login(token, remember: true)
          name = user.name
        } catch {}
      }
    }
    struct SignInView: View {
      @StateObject var model = SignInViewModel(auth: LiveAuthService.shared)
    }
    """

  static func proposal() throws -> MigrationProposal {
    let analysis = Analyzer.analyze([SourceInput(path: "SignIn.swift", bytes: Array(source.utf8))])
    let model = try #require(analysis.viewModels.first { $0.name == "SignInViewModel" })
    return ConversionOutcomeTests.proposer(for: analysis).propose(analysis, for: model)
  }

  // Regression (openedx's `AuthInteractorProtocol`): the client kept `login(username:password:)` only, and
  // `login(ssoToken:)` became `authInteractorClient.login(ssoToken:)`, a call with the wrong labels. The overload no
  // call picks (`login(apiKey:)`) gets no endpoint.
  @Test func eachOverloadIsAnEndpoint() throws {
    let client = try #require(try Self.proposal().clients.first)
    #expect(client.endpoints.map(\.name) == ["login", "loginSsoToken", "loginRemember"])
    #expect(client.endpoints.map(\.forwardsTo) == [nil, "login", "login"])
    #expect(client.endpoints.map(\.returnType) == ["User", "Session", "User"])
    #expect(client.flags.allSatisfy { $0.code != "overloaded-service-method" })
  }

  @Test func callsReachTheirOverloadTypedFromIt() throws {
    let feature = try #require(try Self.proposal().features.first)
    let body = feature.reducerCases.flatMap(\.body).joined(separator: "\n")
    #expect(body.contains("try await authClient.login(username: username, password: password)"))
    #expect(body.contains("try await authClient.loginSsoToken(ssoToken: \"token\")"))
    #expect(body.contains("try await authClient.loginRemember(token, remember: true)"))
    let payloads = feature.actions.map { ($0.name, $0.payload.map(\.type)) }
    #expect(payloads.contains { $0.0 == "signInWithSSOResponse" && $0.1 == ["Result<Session, any Error>"] })
  }
}
