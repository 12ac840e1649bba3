import Foundation
import Observation

/// Templates the code generator used to write; the class in the string is text, not a type.
enum Templates {
    static let viewModelTemplate = """
        import Combine

        final class FakeStringViewModel: ObservableObject {
            @Published var name = "\\(placeholder)"
            func load() { }
        }
        """

    static let rawTemplate = #"""
        @Observable final class RawStringModel {
            var value = "\(not interpolated)"
        }
        """#

    static func greeting(for name: String) -> String {
        #"Hello, "\#(name)" — braces } { and a backslash \ stay literal"#
    }

    static func doubleHashed(_ count: Int) -> String {
        ##"Count: \##(count), "quoted #"inner"# text", class X: ObservableObject {"##
    }

    static let tricky = "Unbalanced braces in a string: }}} {{ and an escaped quote \" class Y {"

    static func nested(_ values: [String: String]) -> String {
        "value: \(values["{"] ?? "}") and \(values["class Z: ObservableObject {"] ?? "none")"
    }
}

@MainActor
@Observable
final class CountdownModel {
    var remaining: Int
    var label = #"Countdown "\#(Date.now.formatted())""#
    var matches: [String] = []

    @ObservationIgnored private let clock: ClockService
    @ObservationIgnored private let pattern = /(\d+)\s*(min|sec)/
    @ObservationIgnored private let strictPattern = #/^[A-Z]{2,}-\d{3}$/#

    init(seconds: Int, clock: ClockService = SystemClock()) {
        remaining = seconds
        self.clock = clock
    }

    func parse(_ text: String) {
        matches = text.matches(of: pattern).map { String($0.output.0) }
        if let first = text.firstMatch(of: pattern), let value = Int(first.output.1) {
            remaining = first.output.2 == "min" ? value * 60 : value
        }
    }

    func isTicketCode(_ text: String) -> Bool {
        text.wholeMatch(of: strictPattern) != nil
    }

    func run() async {
        while remaining > 0 {
            try? await clock.sleep(seconds: 1)
            remaining -= 1
        }
        label = "Done at \(clock.now().formatted(date: .omitted, time: .shortened)) {"
    }

    func splitOnSlashes(_ path: String) -> [Substring] {
        let divided = Double(remaining) / 2
        _ = divided
        return path.split(separator: /\/+/)
    }
}
