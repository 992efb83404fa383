package levels

import (
	"bytes"
	"context"
	"fmt"
	"sync/atomic"

	"tessera/ai/asset"
	"tessera/ai/ur/solve"
	"tessera/ai/ur/tuple"
	"tessera/rules/ur"
)

// NetFile is the asset holding the 7-piece network, which plays games of
// fewer pieces too (see tuple.Net.WinChance).
const NetFile = "ur7.tuple"

// EndgameFile is the asset holding the exact endgames: every position in
// which neither side has more than endgamePieces pieces left to bear off,
// in a game of any piece count (see solve.Endgame).
const EndgameFile = "ur4.end"

// endgamePieces is how many pieces a side may have left to bear off in
// the positions EndgameFile values.
const endgamePieces = 4

// model is the near-perfect level's knowledge of the solved game: the
// exact endgame table where it reaches, the network elsewhere. It is only
// read, so any number of searches may share it. Its endgame is fetched
// only once a search may reach one (see needsEndgame): until then it is
// nil, and no position a search values is one it would value.
type model struct {
	net *tuple.Net
	end atomic.Pointer[solve.Endgame]
}

// needsEndgame says whether a search from s (as deep as the deepest of
// deepening, or s itself) may value a position of the endgame.
func needsEndgame(s *ur.State) bool {
	return solve.MovesToEndgame(s, endgamePieces) <= deepening[len(deepening)-1].depth
}

// fetchNet fetches and reads the network with ctx's asset.Fetcher.
func fetchNet(ctx context.Context) (*tuple.Net, error) {
	data, err := asset.Fetch(ctx, NetFile)
	if err != nil {
		return nil, err
	}
	return tuple.Read(bytes.NewReader(data))
}

// readEndgame reads the endgame file's data.
func readEndgame(data []byte) (*solve.Endgame, error) {
	end, err := solve.ReadEndgame(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	if end.Pieces() != endgamePieces {
		return nil, fmt.Errorf("levels: %s holds endgames of %d pieces, not %d", EndgameFile, end.Pieces(), endgamePieces)
	}
	return end, nil
}

// WinChance returns the chance that s's side to move wins, before its
// roll: exact in the endgame, the network's estimate elsewhere; false
// when the game is over or s has more than 7 pieces a side.
func (m *model) WinChance(s *ur.State) (float64, bool) {
	if end := m.end.Load(); end != nil {
		if v, ok := end.WinChance(s); ok {
			return v, true
		}
	}
	return m.net.WinChance(s)
}

// Evaluate returns the worth of s for its side to move in the expectimax
// search's scale, 2w-1 for w its WinChance. s must not be over.
func (m *model) Evaluate(s *ur.State) float64 {
	if end := m.end.Load(); end != nil {
		if v, ok := end.WinChance(s); ok {
			return 2*v - 1
		}
	}
	return m.net.Evaluate(s)
}
