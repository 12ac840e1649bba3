import Testing

@Test func cLITestsPlaceholder() {
  #expect(Bool(true))
}
