package iris

import (
	"cmp"
	"math/bits"
	"slices"
	"strconv"
	"strings"

	"tessera/rules"
)

// maxRim is the most rim cells a board has (side MaxSize).
const maxRim = 6 * (MaxSize - 1)

// Score is the referee's score: each colour's group scores, high to low,
// groups scoring 0 left out. The lists are never nil, so they encode as []
// when empty.
type Score struct {
	Black []int `json:"black"`
	White []int `json:"white"`
}

// Side returns p's group scores, as "8, 5, 1", or "none".
func (sc Score) Side(p rules.Player) string {
	list := sc.Black
	if p == rules.Second {
		list = sc.White
	}
	if len(list) == 0 {
		return "none"
	}
	words := make([]string, len(list))
	for i, n := range list {
		words[i] = strconv.Itoa(n)
	}
	return strings.Join(words, ", ")
}

// Group is a connected set of one player's stones.
type Group struct {
	Cells []int // its cells, in index order
	Score int   // the rim cells among them
}

// Score returns both colours' group scores, as a Score.
func (s *State) Score() rules.Score {
	return Score{Black: s.Scores(rules.First), White: s.Scores(rules.Second)}
}

// Scores returns p's group scores high to low, zeros left out; never nil.
func (s *State) Scores(p rules.Player) []int {
	scores := []int{}
	for _, g := range s.Groups(p) {
		if g.Score > 0 {
			scores = append(scores, g.Score)
		}
	}
	return scores
}

// Groups returns every group of p's stones, the highest score first (ties
// in the order of their lowest cell).
func (s *State) Groups(p rules.Player) []Group {
	groups := []Group{}
	for rest := s.stones[p]; !rest.Empty(); {
		g := s.lay.Flood(rest.Lowest(), rest)
		rest = rest.AndNot(g)
		groups = append(groups, Group{Cells: s.lay.cells(g), Score: g.And(s.lay.perimeter).Count()})
	}
	slices.SortStableFunc(groups, func(a, b Group) int { return cmp.Compare(b.Score, a.Score) })
	return groups
}

// Decider returns the player ahead on group scores and their group at the
// first position where the sorted scores differ: the winning group once
// the game is over. ok is false when every position is equal.
func (s *State) Decider() (p rules.Player, g Group, ok bool) {
	groups := [2][]Group{s.Groups(rules.First), s.Groups(rules.Second)}
	for k := 0; ; k++ {
		b, w := scoreAt(groups[rules.First], k), scoreAt(groups[rules.Second], k)
		switch {
		case b == 0 && w == 0:
			return rules.NoPlayer, Group{}, false
		case b > w:
			return rules.First, groups[rules.First][k], true
		case w > b:
			return rules.Second, groups[rules.Second][k], true
		}
	}
}

// scoreAt returns the k-th score of groups (sorted high to low), 0 past
// the end.
func scoreAt(groups []Group, k int) int {
	if k < len(groups) {
		return groups[k].Score
	}
	return 0
}

// Result says whether the game is over and who won: the player ahead at
// the first position where the sorted group scores differ, nobody if they
// never do.
func (s *State) Result() rules.Result {
	if s.toMove != rules.NoPlayer {
		return rules.Result{Winner: rules.NoPlayer}
	}
	return rules.Result{Over: true, Winner: s.lay.Winner(s.stones[rules.First], s.stones[rules.Second])}
}

// Winner compares the group scores of black's and white's stones as the
// game's end does and returns the player ahead, NoPlayer if they are equal.
// It allocates nothing, for engines that score many boards, and it floods
// only the groups it needs: it stops once one player's top group beats
// anything the other can still have.
func (l *Layout) Winner(black, white Bits) rules.Player {
	t := [2]tally{l.newTally(black), l.newTally(white)}
	for t[0].left|t[1].left != 0 {
		switch b, w := &t[rules.First], &t[rules.Second]; {
		case b.top > max(w.top, w.left):
			return rules.First
		case w.top > max(b.top, b.left):
			return rules.Second
		}
		// Flood a group of the player with more rim cells left to place:
		// it has the most to tell.
		p := rules.First
		if t[1].left > t[0].left {
			p = rules.Second
		}
		l.floodNext(&t[p])
	}
	// Sorted lists first differ at the highest score that the two players'
	// groups reach a different number of times; who has more such groups
	// is ahead there.
	for v := l.rimLen; v > 0; v-- {
		if b, w := t[0].hist[v], t[1].hist[v]; b != w {
			if b > w {
				return rules.First
			}
			return rules.Second
		}
	}
	return rules.NoPlayer
}

// tally is one player's group scores as Winner finds them.
type tally struct {
	own  Bits              // the player's stones
	rest Bits              // the rim cells in no group found yet
	left int               // how many
	top  int               // the highest score found
	hist [maxRim + 1]uint8 // groups found per score (0 for groups off the rim)
}

// newTally starts the tally of own, no group found.
func (l *Layout) newTally(own Bits) tally {
	rest := own.And(l.perimeter)
	return tally{own: own, rest: rest, left: rest.Count()}
}

// floodNext finds the group of t's lowest rim cell left (picked without
// branches) and counts it.
func (l *Layout) floodNext(t *tally) {
	r0, r1, r2, r3 := t.rest[0], t.rest[1], t.rest[2], t.rest[3]
	// nz is 1 for a word with bits; the seed is the lowest bit of the
	// first such word.
	nz0, nz1, nz2 := (r0|-r0)>>63, (r1|-r1)>>63, (r2|-r2)>>63
	seed := Bits{r0 & -r0, r1 & -r1 & (nz0 - 1), r2 & -r2 & (nz0 | nz1 - 1), r3 & -r3 & (nz0 | nz1 | nz2 - 1)}
	g := l.flood(seed, t.own).And(l.perimeter)
	score := bits.OnesCount64(g[0]) + bits.OnesCount64(g[1]) + bits.OnesCount64(g[2]) + bits.OnesCount64(g[3])
	t.hist[score]++
	t.top = max(t.top, score)
	t.left -= score
	t.rest = t.rest.AndNot(g)
}
