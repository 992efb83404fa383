package board

import (
	"errors"
	"strconv"

	"tessera/ai"
	"tessera/rules"
)

// SaveVersion is the version of the saved-game format Encode writes.
const SaveVersion = 1

// maxSavedTokens bounds a saved record, far beyond any real game.
const maxSavedTokens = 100000

// Human is the side value of a person playing at the screen; any other
// side value is an AI level's ID.
const Human = "human"

// Saved is a game as kept in the browser's storage after every ply, as
// JSON (save_json.go).
type Saved struct {
	Version int               `json:"v"`
	Game    string            `json:"game"`
	Options map[string]string `json:"options"`
	Setup   string            `json:"setup,omitempty"` // the position set up by hand it starts from, if any
	Tokens  []string          `json:"tokens"`
	Undone  []string          `json:"undone,omitempty"`
	Sides   [2]string         `json:"sides"`
	// Seed is the game's dice seed (play.DiceBits), as a decimal string
	// (exact in JavaScript too); 0, or absent in a game saved before the
	// dice had one, means none: the page gives such a game a new one.
	Seed uint64 `json:"seed,omitempty,string"`
	// Review is the review of Tokens (ai.PlyReview by ply), if the game
	// was reviewed; a review that does not fit the record is dropped
	// when the game is read.
	Review []ai.PlyReview `json:"review,omitempty"`
}

// Encode writes s as JSON.
func (s Saved) Encode() string {
	b, err := encodeJSON(s)
	if err != nil {
		panic("board: a Saved always encodes: " + err.Error())
	}
	return string(b)
}

// DecodeSaved reads a saved game and checks it against the rules: the game
// is one lookup knows (rules/games.Lookup, or the games a page's program
// plays), its options are valid and every token is legal in turn. It
// returns the match at the end of the record.
func DecodeSaved(text string, lookup func(name string) (rules.Game, error)) (Saved, *rules.Match, error) {
	var s Saved
	if err := decodeJSON(text, &s); err != nil {
		return Saved{}, nil, rules.Said(errors.New("board: the saved game is not readable: "+err.Error()), damaged)
	}
	if err := s.check(); err != nil {
		return Saved{}, nil, rules.Said(err, damaged)
	}
	g, err := lookup(s.Game)
	if err != nil {
		var own rules.Sayer // the lookup's words: a game it does not play, say
		if errors.As(err, &own) {
			return Saved{}, nil, rules.Wrap("board: the saved game", err)
		}
		return Saved{}, nil, rules.Said(errors.New("board: the saved game: "+err.Error()), damaged)
	}
	opts, err := rules.ParseOptions(g, s.Options)
	if err != nil {
		return Saved{}, nil, rules.Wrap("board: the saved game's options", err)
	}
	m, err := rules.ReplayFrom(g, opts, s.Setup, s.Tokens)
	if err != nil {
		return Saved{}, nil, rules.Wrap("board: the saved game's moves", err)
	}
	s.Options = opts
	if !fits(s.Review, len(s.Tokens)) {
		s.Review = nil
	}
	return s, m, nil
}

// fits says whether review could be the review of a record of n tokens:
// its plies in the record, in order, each chance from 0 to 1.
func fits(review []ai.PlyReview, n int) bool {
	unit := func(x float64) bool { return x >= 0 && x <= 1 }
	last := -1
	for _, pr := range review {
		if pr.Ply <= last || pr.Ply >= n || !unit(pr.Played) || !unit(pr.Lost) {
			return false
		}
		last = pr.Ply
		for _, mc := range pr.Moves {
			if !unit(mc.Chance) || mc.Token == "" {
				return false
			}
		}
	}
	return true
}

// damaged is what a player hears of a saved game that is not one.
const damaged = "It is damaged, or was saved by another version of this site."

// check judges the fields that need no rules.
func (s Saved) check() error {
	switch {
	case s.Version != SaveVersion:
		return errors.New("board: saved game version " + strconv.Itoa(s.Version) + " is not " + strconv.Itoa(SaveVersion))
	case len(s.Tokens)+len(s.Undone) > maxSavedTokens:
		return errors.New("board: the saved game is too long")
	case s.Sides[0] == "" || s.Sides[1] == "":
		return errors.New("board: the saved game does not say who plays each side")
	}
	return nil
}
