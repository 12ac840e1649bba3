import Testing

@Test func analysisTestsPlaceholder() {
  #expect(Bool(true))
}
