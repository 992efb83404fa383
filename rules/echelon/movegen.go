package echelon

import "tessera/rules"

// Legal appends every legal move of the player to move to dst and returns
// it; nothing once the game is over.
func (s *State) Legal(dst []rules.Move) []rules.Move {
	if s.winner != rules.NoPlayer {
		return dst
	}
	for c := range s.tops[s.turn].all() {
		dst = s.appendMovesFrom(c, dst)
	}
	return dst
}

// appendMovesFrom appends the moves of the top piece on c, which must be
// occupied: along each line, every empty live cell up to the first edge,
// dead cell or piece, and that piece's cell too if the mover is free.
func (s *State) appendMovesFrom(c int, dst []rules.Move) []rules.Move {
	free := s.height[c] == 1
	for i := range tab.rays[c] {
		r := &tab.rays[c][i]
		for _, to := range r.cells[:r.n] {
			h := s.height[to]
			if h == 0 {
				dst = append(dst, newMove(c, int(to)))
				continue
			}
			if free && h != deadCell {
				dst = append(dst, newMove(c, int(to)))
			}
			break
		}
	}
	return dst
}

// hasMove says whether p has a legal move: a top piece of p next to an
// empty live cell, or a free piece of p next to a piece.
func (s *State) hasMove(p rules.Player) bool {
	for c := range s.tops[p].all() {
		free := s.height[c] == 1
		for i := range tab.rays[c] {
			r := &tab.rays[c][i]
			if r.n == 0 {
				continue
			}
			if h := s.height[r.cells[0]]; h == 0 || free && h != deadCell {
				return true
			}
		}
	}
	return false
}

// Targets says where the top piece on cell from could go if its owner were
// to move: slides lists the empty live cells it can stop on, stomps the
// occupied cells it can land on (only a free piece stomps). Both are nil
// for an empty or dead cell. When the owner is to move, these are exactly
// Legal's moves from that cell.
func (s *State) Targets(from int) (slides, stomps []int) {
	if s.Height(from) == 0 {
		return nil, nil
	}
	var buf [len(ray{}.cells) * len(tab.rays[0])]rules.Move
	for _, m := range s.appendMovesFrom(from, buf[:0]) {
		if to := moveTo(m); s.height[to] == 0 {
			slides = append(slides, to)
		} else {
			stomps = append(stomps, to)
		}
	}
	return slides, stomps
}
