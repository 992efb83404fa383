package echelon

// The opening book, book_data.go, is written by ai/cmd/echelonbook.
//go:generate go run ../cmd/echelonbook -out book_data.go

import (
	"slices"

	"tessera/rules"
	"tessera/rules/echelon"
)

// bookSalt tells the gentleman variant's positions from the standard
// one's in the book (the rules' hash leaves the variant out).
const bookSalt = 0x6a09e667f3bcc909

// BookKey returns the book's key of s: its hash, told apart by variant.
func BookKey(s *echelon.State) uint64 {
	if s.Options().Variant == echelon.Gentleman {
		return s.Hash() ^ bookSalt
	}
	return s.Hash()
}

// BookMove returns the opening book's move in s if it has one among
// moves.
func BookMove(s *echelon.State, moves []rules.Move) (rules.Move, bool) {
	key := BookKey(s)
	i, ok := slices.BinarySearchFunc(bookEntries[:], key, func(e bookEntry, k uint64) int {
		switch {
		case e.key < k:
			return -1
		case e.key > k:
			return 1
		}
		return 0
	})
	if !ok || !slices.Contains(moves, rules.Move(bookEntries[i].move)) {
		return 0, false
	}
	return rules.Move(bookEntries[i].move), true
}

// BookSize returns the number of positions in the book.
func BookSize() int { return len(bookEntries) }

// bookEntry is a position's key and the move the book plays there.
type bookEntry struct {
	key  uint64
	move uint16
}
