import Foundation

/// Edits the signed-in user's profile. Inherits `ObservableObject` through `FormViewModel` → `BaseViewModel`.
final class EditProfileViewModel: FormViewModel, Identifiable {
    @Published var displayName: String {
        didSet { markDirty() }
    }
    @Published var bio: String {
        didSet { markDirty() }
    }
    @Published var homeCountry: String? {
        didSet { markDirty() }
    }
    @Published private(set) var isSaving = false

    let id = UUID()
    private let original: UserProfile
    private let service: ProfileService
    private let onSaved: (UserProfile) -> Void
    private let maxBioLength = 160

    var bioCounter: String {
        "\(bio.count)/\(maxBioLength)"
    }

    var canSave: Bool {
        isDirty && !isSaving
    }

    init(profile: UserProfile, service: ProfileService, onSaved: @escaping (UserProfile) -> Void) {
        self.original = profile
        self.service = service
        self.onSaved = onSaved
        self.displayName = profile.displayName
        self.bio = profile.bio
        self.homeCountry = profile.homeCountry
        super.init()
    }

    override func rules() -> [ValidationError] {
        var errors: [ValidationError] = []
        if displayName.trimmingCharacters(in: .whitespaces).count < 2 {
            errors.append(ValidationError(field: "displayName", reason: "At least two characters."))
        }
        if bio.count > maxBioLength {
            errors.append(ValidationError(field: "bio", reason: "At most \(maxBioLength) characters."))
        }
        return errors
    }

    func save() async {
        guard validate() else { return }
        isSaving = true
        defer { isSaving = false }
        var updated = original
        updated.displayName = displayName.trimmingCharacters(in: .whitespaces)
        updated.bio = bio
        updated.homeCountry = homeCountry
        do {
            let saved = try await service.update(updated)
            markClean()
            onSaved(saved)
        } catch {
            handle(error)
        }
    }

    func reset() {
        displayName = original.displayName
        bio = original.bio
        homeCountry = original.homeCountry
        markClean()
    }
}
