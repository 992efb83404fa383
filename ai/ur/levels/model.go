package levels

import (
	"bytes"
	"context"

	"tessera/ai/asset"
	"tessera/ai/ur/solve"
	"tessera/ai/ur/tuple"
	"tessera/rules/ur"
)

// NetFile is the asset holding the 7-piece network, which plays games of
// fewer pieces too (see tuple.Net.WinChance).
const NetFile = "ur7.tuple"

// EndgameFile is the asset holding the exact endgames: every position in
// which neither side has more than 4 pieces left to bear off, in a game of
// any piece count (see solve.Endgame).
const EndgameFile = "ur4.end"

// model is the near-perfect level's knowledge of the solved game: the
// exact endgame table where it reaches, the network elsewhere. It is only
// read, so any number of searches may share it.
type model struct {
	net *tuple.Net
	end *solve.Endgame
}

// fetchModel fetches and reads the network and the endgame with ctx's
// asset.Fetcher.
func fetchModel(ctx context.Context) (*model, error) {
	data, err := asset.Fetch(ctx, NetFile)
	if err != nil {
		return nil, err
	}
	net, err := tuple.Read(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	if data, err = asset.Fetch(ctx, EndgameFile); err != nil {
		return nil, err
	}
	end, err := solve.ReadEndgame(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	return &model{net: net, end: end}, nil
}

// WinChance returns the chance that s's side to move wins, before its
// roll: exact in the endgame, the network's estimate elsewhere; false
// when the game is over or s has more than 7 pieces a side.
func (m *model) WinChance(s *ur.State) (float64, bool) {
	if v, ok := m.end.WinChance(s); ok {
		return v, true
	}
	return m.net.WinChance(s)
}

// Evaluate returns the worth of s for its side to move in the expectimax
// search's scale, 2w-1 for w its WinChance. s must not be over.
func (m *model) Evaluate(s *ur.State) float64 {
	if v, ok := m.end.WinChance(s); ok {
		return 2*v - 1
	}
	return m.net.Evaluate(s)
}
