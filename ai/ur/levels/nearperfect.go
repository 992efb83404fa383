package levels

import (
	"context"
	"math/rand/v2"
	"sync"

	"tessera/ai"
	"tessera/ai/asset"
	"tessera/rules"
)

// NearPerfectID is the strongest level: an expectimax search whose leaves
// are valued exactly in the endgame (solve.Endgame) and by a network
// trained on the solved game (package ai/ur/tuple) elsewhere, fetched as
// the assets EndgameFile and NetFile when the level first plays.
const NearPerfectID = "ur-near-perfect"

// nearPerfectDescription states the level's measured agreement with the
// solved game (go run ./ai/cmd/urlab agreement; see ai/README.md).
const nearPerfectDescription = "Plays almost perfectly: the solved game's best move in 99.8% of positions. It downloads 5.4 MB when first chosen."

// nearPerfect is the near-perfect level's engine. It loads its model
// once and shares it; each decision gets its own search.
type nearPerfect struct {
	mu       sync.Mutex
	model    *model
	searches sync.Pool // of *deepSearch over model
	fallback ai.Engine
}

func newNearPerfect() *nearPerfect { return &nearPerfect{fallback: adapt(strong)} }

// load returns the model, fetching it with ctx's asset.Fetcher the first
// time (and again after a failure).
func (e *nearPerfect) load(ctx context.Context) (*model, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.model != nil {
		return e.model, nil
	}
	m, err := fetchModel(ctx)
	if err != nil {
		return nil, err
	}
	e.model = m
	e.searches.New = func() any { return newDeepSearch(m) }
	return m, nil
}

// Choose returns the search's move among moves. When the model cannot
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
	search := e.searches.Get().(*deepSearch)
	defer e.searches.Put(search)
	return search.choose(ctx, s, roll, moves, rng)
}

// missing says that the model could not be fetched, and Expectimax
// answered instead.
func (e *nearPerfect) missing(err error) error {
	return &asset.Missing{Err: err, Fallback: "Expectimax"}
}
