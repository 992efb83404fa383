package echelon

import (
	"context"
	"runtime"
	"time"

	"tessera/rules"
	"tessera/rules/echelon"
)

// pollEvery is how many nodes pass between looks at the clock and the
// context (a power of two).
const pollEvery = 1 << 11

// searcher is one search's working memory, kept between searches: the
// table, the move lists of every ply, killers and history. It allocates
// nothing per node.
type searcher struct {
	cfg      Config
	tt       *table
	salt     uint64 // told apart the variants in the table
	seed     uint64 // of the evaluation's noise
	standard bool
	nodes    int64
	ctx      context.Context
	deadline time.Time // zero for none
	stop     bool
	moves    [maxPly][]rules.Move
	order    [maxPly][]int32
	killers  [maxPly][2]rules.Move
	history  [1 << 16]int32 // by move (moves fit in 16 bits)
	wins     []rules.Move
}

func newSearcher(cfg Config) *searcher {
	s := &searcher{cfg: cfg}
	if cfg.TableBits > 0 {
		s.tt = newTable(cfg.TableBits)
	}
	for i := range s.moves {
		s.moves[i] = make([]rules.Move, 0, 256)
		s.order[i] = make([]int32, 0, 256)
	}
	return s
}

// reset readies s for a search of a position of variant v.
func (s *searcher) reset(ctx context.Context, v echelon.Variant, seed uint64) {
	s.ctx, s.seed, s.nodes, s.stop = ctx, seed, 0, false
	s.standard = v == echelon.Standard
	s.salt = 0
	if !s.standard {
		s.salt = bookSalt
	}
	s.deadline = time.Time{}
	if s.cfg.Time > 0 {
		s.deadline = time.Now().Add(s.cfg.Time)
	}
	switch {
	case s.tt == nil:
	case s.cfg.Time == 0 || s.cfg.Depth > 0:
		s.tt.clear() // a search to a depth depends on nothing before it (its time cap is a safety net)
	default:
		s.tt.gen++ // a timed search keeps what earlier ones found
	}
	s.killers = [maxPly][2]rules.Move{}
	clear(s.history[:])
}

// poll stops the search once the context is done or the time is up, and
// lets other goroutines run (js/wasm has one thread and no preemption).
func (s *searcher) poll() {
	if s.ctx.Err() != nil || !s.deadline.IsZero() && time.Now().After(s.deadline) {
		s.stop = true
	}
	runtime.Gosched()
}

// search returns the negamax value of pos, a game going on with me to
// move, searched depth plies deep within (alpha, beta); ext counts the
// threat extensions on the path. After a stop its value is meaningless.
func (s *searcher) search(pos *echelon.State, me rules.Player, depth, ply, alpha, beta, ext int) int {
	s.nodes++
	if s.nodes&(pollEvery-1) == 0 {
		s.poll()
	}
	if s.stop {
		return 0
	}
	alpha, beta = max(alpha, -(Mate-ply)), min(beta, Mate-ply-1)
	if alpha >= beta {
		return alpha
	}
	if depth <= 0 {
		v, extend := s.leaf(pos, me, ply, ext)
		if !extend {
			return v
		}
		depth, ext = 1, ext+1
	}
	key := pos.Hash() ^ s.salt
	var ttMove rules.Move
	if s.tt != nil {
		if h, ok := s.tt.probe(key); ok {
			ttMove = h.move
			if v := fromTable(h.score, ply); h.depth >= depth && (h.bound == boundExact ||
				h.bound == boundLower && v >= beta || h.bound == boundUpper && v <= alpha) {
				return v
			}
		}
	}
	if s.standard && s.stackWin(pos, me) {
		return Mate - ply - 1
	}
	moves := pos.Legal(s.moves[ply][:0])
	s.moves[ply] = moves
	s.score(ply, moves, ttMove)
	best, bestMove, bound := -infinity, rules.Move(0), boundUpper
	for i := range moves {
		m := s.pick(ply, i)
		v := s.child(pos, m, me, depth, ply, alpha, beta, ext, i == 0, s.reduction(ply, i, depth))
		if s.stop {
			return 0
		}
		if v > best {
			best, bestMove = v, m
			if v > alpha {
				alpha, bound = v, boundExact
				if v >= beta {
					bound = boundLower
					s.reward(ply, m, depth)
					break
				}
			}
		}
	}
	if s.tt != nil {
		s.tt.store(key, hit{move: bestMove, score: toTable(best, ply), depth: depth, bound: bound})
	}
	return best
}

// child returns the value for me of playing m in pos: exact when the game
// ends, else searched, with a null window first unless first, and first
// reduced by r plies (a late move, searched again in full if it beats
// alpha).
func (s *searcher) child(pos *echelon.State, m rules.Move, me rules.Player, depth, ply, alpha, beta, ext int, first bool, r int) int {
	next := *pos
	next.Apply(m)
	if r := next.Result(); r.Over {
		if r.Winner == me {
			return Mate - ply - 1
		}
		return -(Mate - ply - 1)
	}
	if first {
		return -s.search(&next, me.Other(), depth-1, ply+1, -beta, -alpha, ext)
	}
	v := -s.search(&next, me.Other(), depth-1-r, ply+1, -alpha-1, -alpha, ext)
	if r > 0 && v > alpha && !s.stop {
		v = -s.search(&next, me.Other(), depth-1, ply+1, -alpha-1, -alpha, ext)
	}
	if v > alpha && v < beta && !s.stop {
		v = -s.search(&next, me.Other(), depth-1, ply+1, -beta, -alpha, ext)
	}
	return v
}

// reduction returns how many plies to cut from the search of the i-th
// move of ply, depth plies deep (late move reductions): none for the
// first moves, the table's move and the killers, or near the horizon.
func (s *searcher) reduction(ply, i, depth int) int {
	if !s.cfg.Reductions || depth < 3 || i < 3 || s.order[ply][i] >= orderKiller {
		return 0
	}
	if i >= 12 && depth >= 5 {
		return 2
	}
	return 1
}

// leaf values pos at the horizon: a known win at once if me can stomp
// onto a stack of two (or unstack a four onto their own piece), else the
// evaluation; extend says to search one ply more instead because the
// opponent threatens a stack win and extensions are left.
func (s *searcher) leaf(pos *echelon.State, me rules.Player, ply, ext int) (v int, extend bool) {
	c, tall := survey(pos)
	if c[me].threats > 0 || tall && s.standard && s.stackWin(pos, me) {
		return Mate - ply - 1, false
	}
	if c[me.Other()].threats > 0 && ext < s.cfg.Extensions && ply < maxPly-2 {
		return 0, true
	}
	v = s.cfg.Weights.evaluate(&c, me)
	if s.cfg.Noise > 0 {
		v += int(mix(pos.Hash()^s.seed)%uint64(2*s.cfg.Noise+1)) - s.cfg.Noise
	}
	return v, false
}

// stackWin says whether me, to move in pos, wins at once by a stack.
func (s *searcher) stackWin(pos *echelon.State, me rules.Player) bool {
	s.wins = pos.StackWins(me, s.wins[:0])
	return len(s.wins) > 0
}

// mix is a SplitMix64 finaliser.
func mix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}
