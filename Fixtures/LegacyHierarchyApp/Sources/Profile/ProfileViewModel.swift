import Combine
import Foundation

@MainActor @dynamicMemberLookup
final class ProfileViewModel: BaseViewModel {
    @Published private(set) var profile: UserProfile?
    @Published var editor: EditProfileViewModel?
    @Published var isFollowing = false {
        willSet {
            previousFollowState = isFollowing
        }
        didSet {
            guard oldValue != isFollowing else { return }
            UserDefaults.standard.set(isFollowing, forKey: "profile.following")
        }
    }
    @Published private(set) var avatarUploadProgress: Double?

    private var previousFollowState = false
    private let service: ProfileService

    lazy var joinedFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .long
        formatter.timeStyle = .none
        return formatter
    }()

    var joinedText: String {
        guard let profile else { return "" }
        return "Joined \(joinedFormatter.string(from: profile.joinedAt))"
    }

    var followerSummary: String {
        guard let profile else { return "–" }
        return "\(profile.followers) followers · \(profile.following) following"
    }

    subscript<Value>(dynamicMember keyPath: KeyPath<UserProfile, Value>) -> Value? {
        profile?[keyPath: keyPath]
    }

    init(service: ProfileService = LiveProfileService()) {
        self.service = service
        super.init()
    }

    override func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            profile = try await service.fetchProfile()
        } catch {
            handle(error)
        }
    }

    func editTapped() {
        guard let profile else { return }
        editor = EditProfileViewModel(profile: profile, service: service) { [weak self] updated in
            self?.profile = updated
            self?.editor = nil
        }
    }

    func toggleFollow() {
        isFollowing.toggle()
    }

    func undoFollow() {
        isFollowing = previousFollowState
    }

    func uploadAvatar(_ data: Data) {
        avatarUploadProgress = 0
        perform { [weak self, service] in
            let url = try await service.uploadAvatar(data)
            self?.profile?.avatarURL = url
            self?.avatarUploadProgress = nil
        }
    }
}
