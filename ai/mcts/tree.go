package mcts

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
	"time"

	"tessera/rules"
)

// checkEvery is how many playouts pass between looks at the context and
// the clock. At each look the search yields to other goroutines too: under
// js/wasm there is one thread and no preemption, so a goroutine that
// cancels the context would not run otherwise (a JavaScript event needs
// the wasm worker's context, whose Err returns to the event loop).
const checkEvery = 64

// stream is the second word of the PCG seed of every search.
const stream = 0x6d637473 // "mcts"

// Tree is a search tree over one root position, kept between searches:
// Search grows it, Advance moves its root down by the moves played. It is
// not safe for concurrent use.
type Tree struct {
	cfg     Config
	pos     rules.Position // the root position, the tree's own
	nodes   []node         // nodes[0] is the root
	spare   []node         // Advance's second buffer
	rng     *rand.Rand
	policy  Policy
	only    []rules.Move   // the root's moves, when restricted (Engine)
	moves   []rules.Move   // scratch move list
	path    []int32        // the nodes of the current iteration, root first
	scratch rules.Position // the iteration's copy of the root, when the root is a Copier
}

// NewTree returns an empty tree over a copy of pos, searching with cfg.
func NewTree(pos rules.Position, cfg Config) (*Tree, error) {
	if err := cfg.check(); err != nil {
		return nil, err
	}
	t := &Tree{cfg: cfg, pos: pos.Clone(), rng: rand.New(rand.NewPCG(cfg.Seed, stream)), policy: &Uniform{}}
	if cfg.NewPolicy != nil {
		t.policy = cfg.NewPolicy()
	}
	t.reset()
	return t, nil
}

// Position returns a copy of the root position.
func (t *Tree) Position() rules.Position { return t.pos.Clone() }

// Nodes returns how many nodes the tree holds.
func (t *Tree) Nodes() int { return len(t.nodes) }

// reset empties the tree down to a bare root.
func (t *Tree) reset() {
	t.nodes = append(t.nodes[:0], node{by: t.pos.ToMove()})
}

// Search grows the tree within the configured budget, or until ctx is
// done, or (with the solver) until the root is proven, and returns the
// root's statistics. Once ctx is done it returns them with ctx.Err(); they
// always list the root's moves, so Best has a move even when no playout
// ran. A finished game, or no budget at all (no playout or time cap and a
// context that never ends), is an error with no statistics.
func (t *Tree) Search(ctx context.Context) (Stats, error) {
	if t.pos.Result().Over {
		return Stats{}, errors.New("mcts: the game is over")
	}
	if t.cfg.Playouts == 0 && t.cfg.Time == 0 && ctx.Done() == nil {
		return Stats{}, errors.New("mcts: no budget: set Playouts, Time or a context that ends")
	}
	if !t.nodes[0].expanded() {
		t.expand(0, t.pos)
	}
	var deadline time.Time
	if t.cfg.Time > 0 {
		deadline = time.Now().Add(t.cfg.Time)
	}
	var err error
	n := 0
	for t.cfg.Playouts == 0 || n < t.cfg.Playouts {
		if n%checkEvery == 0 {
			runtime.Gosched()
			if err = ctx.Err(); err != nil || n > 0 && !deadline.IsZero() && !time.Now().Before(deadline) {
				break
			}
		}
		if t.cfg.Solver && t.nodes[0].proof != Unproven {
			break
		}
		t.iterate()
		n++
	}
	return t.stats(n), err
}

// iterate runs one playout: down the tree by UCB1 to a leaf, growing the
// tree there, a playout (or a proven result), and its worth backed up.
func (t *Tree) iterate() {
	pos := t.rootCopy()
	t.path = append(t.path[:0], 0)
	i := int32(0)
	var r rules.Result
	for {
		n := &t.nodes[i]
		if n.proof != Unproven {
			r = resultOf(n.proof, n.by)
			break
		}
		if !n.expanded() {
			if n.visits > 0 && t.expand(i, pos) {
				continue
			}
			r = t.leaf(i, pos)
			break
		}
		i = t.choose(i)
		pos.Apply(t.nodes[i].move)
		t.path = append(t.path, i)
	}
	t.backup(r)
}

// backup adds result r to the nodes of the path, from the leaf up. Above
// a node whose mover can draw at least (solver), a loss for that mover
// counts as a draw: it would not play into it.
func (t *Tree) backup(r rules.Result) {
	for k := len(t.path) - 1; k >= 0; k-- {
		n := &t.nodes[t.path[k]]
		if n.draw && r.Winner != rules.NoPlayer && r.Winner != t.mover(n) {
			r.Winner = rules.NoPlayer
		}
		n.visits++
		n.score += points(r, n.by)
	}
}

// leaf plays node i, at pos, out. A finished game proves the node, and
// with the solver the proof climbs the path.
func (t *Tree) leaf(i int32, pos rules.Position) rules.Result {
	r := pos.Result()
	if !r.Over {
		return t.policy.Playout(pos, t.rng)
	}
	t.nodes[i].proof = proofOf(r, t.nodes[i].by)
	if t.cfg.Solver {
		for k := len(t.path) - 2; k >= 0 && t.resolve(t.path[k]); k-- {
		}
	}
	return r
}

// resultOf returns a game result worth p to player by.
func resultOf(p Proof, by rules.Player) rules.Result {
	switch p {
	case Won:
		return rules.Result{Over: true, Winner: by}
	case Lost:
		return rules.Result{Over: true, Winner: by.Other()}
	}
	return rules.Result{Over: true, Winner: rules.NoPlayer}
}

// expand adds the children of node i, at pos, in an order shuffled with
// the tree's random source. It adds none, and says so, when the tree is
// full; the root it always expands.
func (t *Tree) expand(i int32, pos rules.Position) bool {
	full := t.cfg.maxNodes()
	if i != 0 && len(t.nodes) >= full {
		return false
	}
	t.moves = pos.Legal(t.moves[:0])
	if i == 0 && t.only != nil {
		t.moves = slices.DeleteFunc(t.moves, func(m rules.Move) bool { return !slices.Contains(t.only, m) })
	}
	if i != 0 && len(t.nodes)+len(t.moves) > full || len(t.moves) == 0 {
		return false
	}
	first, by := len(t.nodes), pos.ToMove()
	for _, m := range t.moves {
		t.nodes = append(t.nodes, node{move: m, by: by})
	}
	kids := t.nodes[first:]
	t.rng.Shuffle(len(kids), func(a, b int) { kids[a], kids[b] = kids[b], kids[a] })
	t.nodes[i].first, t.nodes[i].count = int32(first), uint32(len(kids))
	return true
}

// choose returns the child of node i to go down to: the first one never
// visited, else the one of highest UCB1. With the solver, proven children
// are passed over: their value is known, and the node's is bounded by the
// best of them (node i is open, so none is a win for its mover).
func (t *Tree) choose(i int32) int32 {
	n := &t.nodes[i]
	lo, hi := n.children()
	explore := t.cfg.C * math.Sqrt(math.Log(float64(n.visits)))
	best, top := lo, math.Inf(-1)
	for c := lo; c < hi; c++ {
		ch := &t.nodes[c]
		if t.cfg.Solver && ch.proof != Unproven {
			continue
		}
		if ch.visits == 0 {
			return int32(c)
		}
		if u := ch.mean() + explore/math.Sqrt(float64(ch.visits)); u > top {
			best, top = c, u
		}
	}
	return int32(best)
}
