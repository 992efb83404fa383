package players

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"

	"tessera/ai"
	"tessera/ai/asset"
	"tessera/rules"
	"tessera/rules/games"
)

// Decide replays req's record, lets req's level choose among the allowed
// legal tokens and returns its choice, or its resignation (Reply.Resign)
// when the level is an ai.Resigner that gives up here. A bad request (unknown game, level or
// option, a level that does not play the game, a refused token in the
// record, a game already over, an allowed token that is not legal) is an
// error in words. Once ctx is done the level stops thinking: Decide then
// returns its best move so far with ctx.Err() (the reply's token is empty
// only when the request itself failed).
func Decide(ctx context.Context, req ai.Request) (ai.Reply, error) {
	lv, err := Lookup(req.Game, req.Level)
	if err != nil {
		return ai.Reply{}, err
	}
	pos, moves, err := decision(req)
	if err != nil {
		return ai.Reply{}, err
	}
	if r, ok := lv.Engine.(ai.Resigner); ok && r.Resigns(pos) {
		return ai.Reply{Resign: true}, nil
	}
	mv, err := lv.Engine.Choose(ctx, pos, moves, rand.New(rand.NewPCG(req.Seed, req.Seed)))
	var note string
	if missing := (*asset.Missing)(nil); errors.As(err, &missing) {
		note, err = "The "+lv.Name+" level: "+missing.Error()+".", ctx.Err()
	}
	if err != nil && (ctx.Err() == nil || !errors.Is(err, ctx.Err())) {
		return ai.Reply{}, err
	}
	if !slices.Contains(moves, mv) {
		return ai.Reply{}, fmt.Errorf("ai: the level %q chose a move it was not offered", req.Level)
	}
	if err == nil {
		err = ctx.Err()
	}
	return ai.Reply{Token: pos.Token(mv), Note: note}, err
}

// decision replays req's record and returns the position and its allowed
// legal moves, in token order.
func decision(req ai.Request) (rules.Position, []rules.Move, error) {
	m, err := replay(req)
	if err != nil {
		return nil, nil, err
	}
	pos := m.Position()
	moves, err := candidates(pos, m.Legal(), req.Allowed)
	return pos, moves, err
}

// replay plays req's record and checks that the game goes on.
func replay(req ai.Request) (*rules.Match, error) {
	m, err := record(req)
	if err != nil {
		return nil, err
	}
	if m.Result().Over {
		return nil, errors.New("ai: the game is over")
	}
	return m, nil
}

// record plays req's record.
func record(req ai.Request) (*rules.Match, error) {
	g, err := games.Lookup(req.Game)
	if err != nil {
		return nil, fmt.Errorf("ai: %w", err)
	}
	opts, err := rules.ParseOptions(g, req.Options)
	if err != nil {
		return nil, fmt.Errorf("ai: %w", err)
	}
	m, err := rules.ReplayFrom(g, opts, req.Setup, req.Tokens)
	if err != nil {
		return nil, fmt.Errorf("ai: %w", err)
	}
	return m, nil
}

// candidates returns the moves of pos whose tokens are allowed, in token
// order so that the choice depends on the seed alone; legal holds every
// legal token, sorted. Empty allowed allows every legal token.
func candidates(pos rules.Position, legal, allowed []string) ([]rules.Move, error) {
	for _, t := range allowed {
		if _, ok := slices.BinarySearch(legal, t); !ok {
			return nil, fmt.Errorf("ai: allowed token %q is not a legal move here (legal: %v)", t, legal)
		}
	}
	if len(allowed) == 0 {
		allowed = legal
	}
	type option struct {
		token string
		move  rules.Move
	}
	var opts []option
	for _, mv := range pos.Legal(nil) {
		if t := pos.Token(mv); slices.Contains(allowed, t) {
			opts = append(opts, option{t, mv})
		}
	}
	sort.Slice(opts, func(i, j int) bool { return opts[i].token < opts[j].token })
	moves := make([]rules.Move, len(opts))
	for i, o := range opts {
		moves[i] = o.move
	}
	return moves, nil
}
