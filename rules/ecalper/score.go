package ecalper

import (
	"cmp"
	"slices"
	"strconv"

	"tessera/rules"
)

// Side is one colour's part of the score.
type Side struct {
	Largest int `json:"largest"` // stones in its largest group
	Groups  int `json:"groups"`  // number of groups
}

// Score is the referee's score: each colour's largest group and group
// count.
type Score struct {
	Black Side `json:"black"`
	White Side `json:"white"`
}

// Side returns colour p's part, as "groups 2, largest 5".
func (sc Score) Side(p rules.Player) string {
	sd := sc.Black
	if p == White {
		sd = sc.White
	}
	return "groups " + strconv.Itoa(sd.Groups) + ", largest " + strconv.Itoa(sd.Largest)
}

// Score returns each colour's largest group and group count, as a Score.
func (s *State) Score() rules.Score { return s.score() }

func (s *State) score() Score {
	return Score{Black: s.side(Black), White: s.side(White)}
}

// side measures colour p's groups without allocating.
func (s *State) side(p rules.Player) Side {
	var sd Side
	var seen Bits
	var stack [MaxCells]int16
	for c := range s.geo.board.Len() {
		if !s.stones[p].Has(c) || seen.Has(c) {
			continue
		}
		sd.Groups++
		size := s.flood(p, c, &seen, stack[:0])
		sd.Largest = max(sd.Largest, size)
	}
	return sd
}

// MaxCells is the number of cells of the largest board.
const MaxCells = 3*MaxSize*(MaxSize-1) + 1

// flood marks in seen the group of colour p holding cell c and returns its
// size; stack is scratch space.
func (s *State) flood(p rules.Player, c int, seen *Bits, stack []int16) int {
	seen.add(c)
	stack = append(stack, int16(c))
	size := 0
	for len(stack) > 0 {
		c := int(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		size++
		for _, n := range s.geo.board.Neighbors(c) {
			if s.stones[p].Has(n) && !seen.Has(n) {
				seen.add(n)
				stack = append(stack, int16(n))
			}
		}
	}
	return size
}

// Groups returns colour p's groups, each a list of cells in ascending
// order, largest group first (groups of one size in the order of their
// first cell): Groups(p)[0] is a largest group.
func (s *State) Groups(p rules.Player) [][]int {
	var groups [][]int
	var seen Bits
	for c := range s.geo.board.Len() {
		if !s.stones[p].Has(c) || seen.Has(c) {
			continue
		}
		before := seen
		s.flood(p, c, &seen, nil)
		groups = append(groups, seen.Minus(before).Cells())
	}
	slices.SortStableFunc(groups, func(a, b []int) int { return cmp.Compare(len(b), len(a)) })
	return groups
}

// LargestGroups returns colour p's groups of the largest size (more than
// one when they tie), as Groups does: the groups a board view lights.
func (s *State) LargestGroups(p rules.Player) [][]int {
	groups := s.Groups(p)
	n := 0
	for n < len(groups) && len(groups[n]) == len(groups[0]) {
		n++
	}
	return groups[:n]
}

// Result says whether the game is over and who won: the colour whose
// largest group is larger, or if those are equal the colour with fewer
// groups; otherwise nobody (a draw).
func (s *State) Result() rules.Result {
	if s.toMove != rules.NoPlayer {
		return rules.Result{Winner: rules.NoPlayer}
	}
	return rules.Result{Over: true, Winner: Winner(s.score())}
}

// Winner returns the colour that wins with score sc, NoPlayer for a draw.
func Winner(sc Score) rules.Player {
	b, w := sc.Black, sc.White
	switch {
	case b.Largest != w.Largest:
		return pick(b.Largest > w.Largest)
	case b.Groups != w.Groups:
		return pick(b.Groups < w.Groups)
	}
	return rules.NoPlayer
}

// pick returns Black if black is true, else White.
func pick(black bool) rules.Player {
	if black {
		return Black
	}
	return White
}
