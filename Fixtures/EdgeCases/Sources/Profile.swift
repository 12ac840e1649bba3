import Foundation

struct Profile: Equatable {
    var displayName = ""
    var bio = ""
}
