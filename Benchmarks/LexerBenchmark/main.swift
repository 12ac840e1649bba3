import Foundation

print("lexer-benchmark: not implemented")
