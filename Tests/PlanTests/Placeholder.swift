import Testing

@Test func planTestsPlaceholder() {
  #expect(Bool(true))
}
