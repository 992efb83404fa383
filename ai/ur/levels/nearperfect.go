package levels

import (
	"bytes"
	"context"
	"math/rand/v2"
	"sync"

	"tessera/ai/asset"
	"tessera/ai/ur/expectimax"
	"tessera/ai/ur/tuple"
	"tessera/rules"
)

// NearPerfectID is the strongest level: an expectimax search whose leaves
// are valued by a network trained on the solved game (package
// ai/ur/tuple), fetched as the asset NetFile when the level first plays.
const NearPerfectID = "ur-near-perfect"

// NetFile is the asset holding the 7-piece network, which plays games of
// fewer pieces too (see tuple.Net.WinChance).
const NetFile = "ur7.tuple"

// NearPerfectDepth is the near-perfect level's search depth, in moves.
const NearPerfectDepth = 4

// nearPerfectDescription states the level's measured agreement with the
// solved game (go run ./ai/cmd/urlab agreement; see ai/README.md).
const nearPerfectDescription = "Plays the solved game's best move (within 0.1 points of win chance) in 97.4% of positions, from a 2.8 MB model of the solution, downloaded when first chosen."

// nearPerfect is the near-perfect level's engine. It loads the network
// once and shares it; each decision gets its own search.
type nearPerfect struct {
	mu       sync.Mutex
	net      *tuple.Net
	searches sync.Pool // of *expectimax.Engine over net, each with its table
	fallback Engine
}

func newNearPerfect() *nearPerfect { return &nearPerfect{fallback: adapt(strong)} }

// load returns the network, fetching it with ctx's asset.Fetcher the first
// time (and again after a failure).
func (e *nearPerfect) load(ctx context.Context) (*tuple.Net, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.net != nil {
		return e.net, nil
	}
	data, err := asset.Fetch(ctx, NetFile)
	if err != nil {
		return nil, err
	}
	net, err := tuple.Read(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	e.net = net
	e.searches.New = func() any { return nearPerfectSearch(net) }
	return net, nil
}

// Choose returns the search's move among moves. When the network cannot
// be fetched it is the strongest Expectimax's move, with an *asset.Missing
// error that says so.
func (e *nearPerfect) Choose(ctx context.Context, pos rules.Position, moves []rules.Move, rng *rand.Rand) (rules.Move, error) {
	s, roll, err := decision(pos, moves)
	if err != nil {
		return 0, err
	}
	if _, err := e.load(ctx); err != nil {
		mv, ferr := e.fallback.Choose(ctx, pos, moves, rng)
		if ferr != nil {
			return mv, ferr
		}
		return mv, e.missing(err)
	}
	search := e.searches.Get().(*expectimax.Engine)
	defer e.searches.Put(search)
	return search.Choose(ctx, s, roll, rng), ctx.Err()
}

// missing says that the network could not be fetched, and Expectimax
// answered instead.
func (e *nearPerfect) missing(err error) error {
	return &asset.Missing{Err: err, Fallback: "Expectimax"}
}

// nearPerfectSearch returns the near-perfect level's search over net.
func nearPerfectSearch(net *tuple.Net) *expectimax.Engine {
	return expectimax.New(expectimax.Settings{Depth: NearPerfectDepth, Evaluate: net.Evaluate})
}
