package play

import "tessera/ai"

// Request is the question to an AI worker about this game after tokens (its
// own copy): the game, its options and its setup, the rest left for the
// caller (the level, the allowed moves, the seed).
func (s *Session) Request(tokens []string) ai.Request {
	return ai.Request{
		Game:    s.Match.Game().Name(),
		Options: s.Match.Options(),
		Setup:   s.Match.Setup(),
		Tokens:  append([]string(nil), tokens...),
	}
}
