package play

import "tessera/rules"

// Sound is an event of the game that the page may make heard.
type Sound string

// The sounds.
const (
	SoundMove    Sound = "move"    // a move was played
	SoundCapture Sound = "capture" // a move took or covered an opponent's piece (see Capturer)
	SoundRoll    Sound = "roll"    // the dice were thrown
	SoundIllegal Sound = "illegal" // a tap or a move was refused
	SoundEnd     Sound = "end"     // the game ended
)

// Capturer is a View of a game whose moves may take or cover an opponent's
// piece (Ur's capture, Echelon's stomp, Ecalper's replacement): such a move
// sounds as a capture. A View without it never does.
type Capturer interface {
	// Captures says whether token, legal in pos, takes or covers an
	// opponent's piece.
	Captures(pos rules.Position, token string) bool
}

// maxHeard bounds the sounds a session keeps until the page takes them.
const maxHeard = 8

// hear adds a sound to those the page has not taken yet.
func (s *Session) hear(snd Sound) {
	s.Heard = append(s.Heard, snd)
	if len(s.Heard) > maxHeard {
		s.Heard = s.Heard[len(s.Heard)-maxHeard:]
	}
}

// moveSound is the sound of token, legal in pos.
func (s *Session) moveSound(pos rules.Position, token string) Sound {
	if c, ok := s.View.(Capturer); ok && c.Captures(pos, token) {
		return SoundCapture
	}
	return SoundMove
}

// TakeSounds returns the sounds of the changes since it was last called,
// oldest first, and forgets them.
func (s *Session) TakeSounds() []Sound {
	out := s.Heard
	s.Heard = nil
	return out
}
