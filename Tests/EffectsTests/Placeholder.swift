import Testing

@Test func effectsPlaceholder() {
  #expect(Bool(true))
}
