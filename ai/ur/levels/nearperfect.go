package levels

import (
	"context"
	"math/rand/v2"
	"sync"

	"tessera/ai"
	"tessera/ai/asset"
	"tessera/rules"
	"tessera/rules/ur"
)

// NearPerfectID is the strongest level: an expectimax search whose leaves
// are valued exactly in the endgame (solve.Endgame) and by a network
// trained on the solved game (package ai/ur/tuple) elsewhere, fetched as
// the assets NetFile and EndgameFile when the level first plays (see
// nearPerfect.load).
const NearPerfectID = "ur-near-perfect"

// nearPerfectDescription states the level's measured agreement with the
// solved game (go run ./ai/cmd/urlab agreement; see ai/README.md).
const nearPerfectDescription = "Plays almost perfectly: the solved game's best move in 99.8% of positions. It downloads 5.4 MB when first chosen."

// nearPerfect is the near-perfect level's engine. It loads its model
// once and shares it; each decision gets its own search.
type nearPerfect struct {
	mu       sync.Mutex
	model    *model
	endgame  *download // the endgame's file, until it is read into model
	searches sync.Pool // of *deepSearch over model
	fallback ai.Engine
}

func newNearPerfect() *nearPerfect { return &nearPerfect{fallback: adapt(strong)} }

// load returns the model for a decision in s. Its network is fetched
// with ctx's asset.Fetcher the first time; then the endgame's download
// starts, and the endgame is read the first time a search from s may
// reach one (each fetched again after a failure). A first decision far
// from the end of the game so waits for the network alone.
func (e *nearPerfect) load(ctx context.Context, s *ur.State) (*model, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.model == nil {
		net, err := fetchNet(ctx)
		if err != nil {
			return nil, err
		}
		m := &model{net: net}
		e.model, e.endgame = m, startDownload(ctx, EndgameFile)
		e.searches.New = func() any { return newDeepSearch(m) }
	}
	if e.model.end.Load() != nil || !needsEndgame(s) {
		return e.model, nil
	}
	data, finished, err := e.endgame.wait(ctx)
	if err != nil {
		if finished { // failed: start again for the next decision
			e.endgame = startDownload(ctx, EndgameFile)
		}
		return nil, err
	}
	end, err := readEndgame(data)
	if err != nil {
		return nil, err
	}
	e.model.end.Store(end)
	e.endgame = nil
	return e.model, nil
}

// Choose returns the search's move among moves. When the model cannot
// be fetched it is the strongest Expectimax's move, with an *asset.Missing
// error that says so.
func (e *nearPerfect) Choose(ctx context.Context, pos rules.Position, moves []rules.Move, rng *rand.Rand) (rules.Move, error) {
	s, roll, err := decision(pos, moves)
	if err != nil {
		return 0, err
	}
	if _, err := e.load(ctx, s); err != nil {
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
