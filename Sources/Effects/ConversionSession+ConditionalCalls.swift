import Lexer
import Proposal
