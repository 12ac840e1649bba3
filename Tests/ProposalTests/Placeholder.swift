import Testing

@Test func proposalTestsPlaceholder() {
  #expect(Bool(true))
}
