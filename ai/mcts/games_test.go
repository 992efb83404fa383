package mcts

import (
	"fmt"
	"strconv"

	"tessera/rules"
)

// The test games: tic-tac-toe with turns of one ply (classic) or two
// plies after a first turn of one (double), and Nim on one heap, taking 1
// to 3 a ply, in turns of two plies after a first turn of one; whoever
// takes the last counter wins. The double games make a player move twice
// in a row, as Iris and Ecalper do.

// keyed is a test position with a key for the reference minimax.
type keyed interface {
	rules.Position
	key() string
}

// ttt is a tic-tac-toe position: cells hold 0 (empty), 1 (First) or 2
// (Second); perTurn is the plies of every turn after the first, left the
// plies left in this one.
type ttt struct {
	cells   [9]int8
	mover   rules.Player
	perTurn int
	left    int
}

var lines = [8][3]int{{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}}

// newTTT returns a tic-tac-toe position from a board such as "XX.OO....",
// with mover to move and left plies left in the turn.
func newTTT(board string, perTurn int, mover rules.Player, left int) *ttt {
	p := &ttt{mover: mover, perTurn: perTurn, left: left}
	for i, c := range board {
		switch c {
		case 'X':
			p.cells[i] = 1
		case 'O':
			p.cells[i] = 2
		}
	}
	return p
}

func (p *ttt) winner() rules.Player {
	for _, l := range lines {
		if c := p.cells[l[0]]; c != 0 && c == p.cells[l[1]] && c == p.cells[l[2]] {
			return rules.Player(c - 1)
		}
	}
	return rules.NoPlayer
}

func (p *ttt) Result() rules.Result {
	if w := p.winner(); w != rules.NoPlayer {
		return rules.Result{Over: true, Winner: w}
	}
	for _, c := range p.cells {
		if c == 0 {
			return rules.Result{Winner: rules.NoPlayer}
		}
	}
	return rules.Result{Over: true, Winner: rules.NoPlayer}
}

func (p *ttt) ToMove() rules.Player {
	if p.Result().Over {
		return rules.NoPlayer
	}
	return p.mover
}

func (p *ttt) Legal(dst []rules.Move) []rules.Move {
	if p.Result().Over {
		return dst
	}
	for i, c := range p.cells {
		if c == 0 {
			dst = append(dst, rules.Move(i))
		}
	}
	return dst
}

func (p *ttt) Apply(m rules.Move) {
	p.cells[m] = int8(p.mover) + 1
	if p.left--; p.left == 0 {
		p.mover, p.left = p.mover.Other(), p.perTurn
	}
}

func (p *ttt) Score() rules.Score        { return nil }
func (p *ttt) Clone() rules.Position     { c := *p; return &c }
func (p *ttt) Token(m rules.Move) string { return strconv.Itoa(int(m)) }
func (p *ttt) ParseToken(s string) (rules.Move, error) {
	n, err := strconv.Atoi(s)
	return rules.Move(n), err
}
func (p *ttt) key() string { return fmt.Sprint(p.cells, p.mover, p.left) }

// nim is a one-heap Nim position; last is who took last.
type nim struct {
	heap  int
	mover rules.Player
	left  int
	last  rules.Player
}

// newNim returns the start of Nim on a heap of n: a first turn of one ply.
func newNim(n int) *nim { return &nim{heap: n, left: 1, last: rules.NoPlayer} }

func (p *nim) Result() rules.Result {
	if p.heap == 0 {
		return rules.Result{Over: true, Winner: p.last}
	}
	return rules.Result{Winner: rules.NoPlayer}
}

func (p *nim) ToMove() rules.Player {
	if p.heap == 0 {
		return rules.NoPlayer
	}
	return p.mover
}

func (p *nim) Legal(dst []rules.Move) []rules.Move {
	for k := 1; k <= min(3, p.heap); k++ {
		dst = append(dst, rules.Move(k))
	}
	return dst
}

func (p *nim) Apply(m rules.Move) {
	p.heap -= int(m)
	p.last = p.mover
	if p.left--; p.left == 0 {
		p.mover, p.left = p.mover.Other(), 2
	}
}

func (p *nim) Score() rules.Score        { return nil }
func (p *nim) Clone() rules.Position     { c := *p; return &c }
func (p *nim) Token(m rules.Move) string { return strconv.Itoa(int(m)) }
func (p *nim) ParseToken(s string) (rules.Move, error) {
	n, err := strconv.Atoi(s)
	return rules.Move(n), err
}
func (p *nim) key() string { return fmt.Sprint(p.heap, p.mover, p.left) }

// minimax returns pos's value for First by plain exhaustive search: 1 a
// First win, 0 a draw, -1 a Second win.
func minimax(pos keyed, memo map[string]int) int {
	if r := pos.Result(); r.Over {
		switch r.Winner {
		case rules.First:
			return 1
		case rules.Second:
			return -1
		}
		return 0
	}
	k := pos.key()
	if v, ok := memo[k]; ok {
		return v
	}
	first := pos.ToMove() == rules.First
	best := 2
	if first {
		best = -2
	}
	for _, m := range pos.Legal(nil) {
		c := pos.Clone().(keyed)
		c.Apply(m)
		v := minimax(c, memo)
		if first && v > best || !first && v < best {
			best = v
		}
	}
	memo[k] = best
	return best
}

// valueFor returns a minimax value for First as a Proof for player p.
func valueFor(v int, p rules.Player) Proof {
	if p == rules.Second {
		v = -v
	}
	return Proof(v + 2)
}

// after returns a copy of pos after m.
func after(pos keyed, m rules.Move) keyed {
	c := pos.Clone().(keyed)
	c.Apply(m)
	return c
}
