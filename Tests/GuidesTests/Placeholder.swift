import Testing

@Test func guidesTestsPlaceholder() {
  #expect(Bool(true))
}
