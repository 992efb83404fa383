package rules

import (
	"fmt"
	"sort"
)

// Resign is the token by which the player to move resigns. It is legal
// whenever the game is not over, is never listed among the legal tokens,
// and counts as a ply.
const Resign = "resign"

// Match is a game being played: a position with its options and the tokens
// that led to it. It is the checked door: Play judges every token.
type Match struct {
	game     Game
	opts     Options
	setup    string // the canonical setup text it started from, "" for the initial position
	pos      Position
	tokens   []string
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

// Play judges token and, if it is legal, plays it.
func (m *Match) Play(token string) error {
	if m.Result().Over {
		return fmt.Errorf("%s: %q: the game is over", m.game.Name(), token)
	}
	if token == Resign {
		m.resigner = m.pos.ToMove()
		m.tokens = append(m.tokens, token)
		return nil
	}
	mv, err := m.pos.ParseToken(token)
	if err != nil {
		return err
	}
	m.legal = m.pos.Legal(m.legal[:0])
	for _, l := range m.legal {
		if l == mv {
			m.pos.Apply(mv)
			m.tokens = append(m.tokens, token)
			return nil
		}
	}
	return fmt.Errorf("%s: %q is not a legal move here", m.game.Name(), token)
}

// PlayerName returns the SPEC.md name of p in this game, "" for NoPlayer.
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
