package rules

import (
	"slices"
	"sort"
)

// Resign is the token by which the player to move resigns. It is legal
// whenever the game is not over, is never listed among the legal tokens,
// and counts as a ply.
const Resign = "resign"

// Match is a game being played: a position with its options and the tokens
// that led to it. It is the checked door: Play judges every token. It keeps
// the position before every ply, so that the position at any ply is at
// hand (At, Upto) without replaying the record.
type Match struct {
	game     Game
	opts     Options
	setup    string // the canonical setup text it started from, "" for the initial position
	pos      Position
	tokens   []string
	before   []Position // before[k] is the position before token k
	resigner Player
	legal    []Move
}

// NewMatch starts a match of g with opts (as returned by ParseOptions).
func NewMatch(g Game, opts Options) (*Match, error) {
	pos, err := g.New(opts)
	if err != nil {
		return nil, err
	}
	return &Match{game: g, opts: opts, pos: pos, resigner: NoPlayer}, nil
}

// NewMatchFrom starts a match of g with opts from a position set up by
// hand, given by its setup text (see Setup); an empty text starts from the
// initial position, as NewMatch does.
func NewMatchFrom(g Game, opts Options, setup string) (*Match, error) {
	if setup == "" {
		return NewMatch(g, opts)
	}
	if _, err := g.New(opts); err != nil {
		return nil, err
	}
	pos, err := Setup(g, opts, setup)
	if err != nil {
		return nil, err
	}
	text, _ := SetupText(g, opts, pos)
	return &Match{game: g, opts: opts, setup: text, pos: pos, resigner: NoPlayer}, nil
}

// Setup returns the canonical setup text the match started from, "" when
// it started from the initial position.
func (m *Match) Setup() string { return m.setup }

// Game returns the game being played.
func (m *Match) Game() Game { return m.game }

// Options returns the match's options; do not modify them.
func (m *Match) Options() Options { return m.opts }

// Position returns the current position; do not modify it (Clone it).
func (m *Match) Position() Position { return m.pos }

// At returns the position after the first k tokens (the start for 0, the
// current position for Ply()); k is clamped to that range. Do not modify
// it (Clone it).
func (m *Match) At(k int) Position {
	if k = max(0, k); k < len(m.tokens) {
		return m.before[k]
	}
	return m.pos
}

// Mover returns the player who played token k (counted from 0), NoPlayer
// for a k out of range.
func (m *Match) Mover(k int) Player {
	if k < 0 || k >= len(m.tokens) {
		return NoPlayer
	}
	return m.before[k].ToMove()
}

// Upto returns a new match of the first k tokens (clamped to 0..Ply()), as
// if only those had been played; m is unchanged.
func (m *Match) Upto(k int) *Match {
	k = max(0, min(k, len(m.tokens)))
	u := &Match{game: m.game, opts: m.opts, setup: m.setup, resigner: NoPlayer,
		tokens: slices.Clone(m.tokens[:k]), before: slices.Clone(m.before[:k])}
	u.pos = m.At(k).Clone()
	if k == len(m.tokens) {
		u.resigner = m.resigner
	}
	return u
}

// Ply is the number of tokens played.
func (m *Match) Ply() int { return len(m.tokens) }

// Tokens returns the tokens played so far; do not modify them.
func (m *Match) Tokens() []string { return m.tokens }

// Result says whether the match is over (by the rules or by resignation)
// and who won.
func (m *Match) Result() Result {
	if m.resigner != NoPlayer {
		return Result{Over: true, Winner: m.resigner.Other()}
	}
	return m.pos.Result()
}

// Resigned returns the player who resigned, or NoPlayer.
func (m *Match) Resigned() Player { return m.resigner }

// ToMove returns the player to move, NoPlayer once the match is over.
func (m *Match) ToMove() Player {
	if m.Result().Over {
		return NoPlayer
	}
	return m.pos.ToMove()
}

// Legal returns every legal token, sorted by byte order (resign, legal
// whenever the match is not over, is not among them). Empty when over.
func (m *Match) Legal() []string {
	if m.Result().Over {
		return []string{}
	}
	m.legal = m.pos.Legal(m.legal[:0])
	tokens := make([]string, len(m.legal))
	for i, mv := range m.legal {
		tokens[i] = m.pos.Token(mv)
	}
	sort.Strings(tokens)
	return tokens
}

// Play judges token and, if it is legal, plays it; a refusal is a
// *MoveError.
func (m *Match) Play(token string) error {
	if m.Result().Over {
		return &MoveError{Game: m.game, Token: token, Over: true}
	}
	if token == Resign {
		m.resigner = m.pos.ToMove()
		m.push(token, m.pos.Clone())
		return nil
	}
	mv, err := m.pos.ParseToken(token)
	if err != nil {
		return &MoveError{Game: m.game, Token: token, Unread: err}
	}
	m.legal = m.pos.Legal(m.legal[:0])
	for _, l := range m.legal {
		if l == mv {
			before := m.pos.Clone()
			m.pos.Apply(mv)
			m.push(token, before)
			return nil
		}
	}
	return m.refusal(token, mv)
}

// push records token, played from the position before.
func (m *Match) push(token string, before Position) {
	m.tokens = append(m.tokens, token)
	m.before = append(m.before, before)
}

// PlayerName returns the docs/rules.md name of p in this game, "" for NoPlayer.
func (m *Match) PlayerName(p Player) string {
	if p == NoPlayer {
		return ""
	}
	return m.game.Players()[p]
}

// WinnerName returns "" while the match goes on, "draw" for a draw, and
// otherwise the winner's name: the referee's winner field.
func (m *Match) WinnerName() string {
	r := m.Result()
	switch {
	case !r.Over:
		return ""
	case r.Winner == NoPlayer:
		return "draw"
	}
	return m.PlayerName(r.Winner)
}
