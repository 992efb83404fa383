package echelon

import "tessera/rules"

// Bounds of a table entry's score.
const (
	boundNone  uint8 = iota
	boundUpper       // the score is at most this (all moves failed low)
	boundLower       // the score is at least this (a cut-off)
	boundExact
)

// slot is one table entry: the position's key and its packed data
// (move 16 bits, score 16, depth 8, bound 8, generation 8).
type slot struct {
	key  uint64
	data uint64
}

// hit is what the table knows of a position.
type hit struct {
	move  rules.Move
	score int
	depth int
	bound uint8
}

// table is a fixed-size transposition table of two-slot buckets: the
// first slot is replaced only by a deeper search or a newer generation,
// the second always. It allocates once.
type table struct {
	slots []slot
	mask  uint64 // bucket index mask
	gen   uint8  // generation: bumped every search
}

// newTable returns a table of 1<<bits slots.
func newTable(bits int) *table {
	return &table{slots: make([]slot, 1<<bits), mask: 1<<(bits-1) - 1}
}

// clear forgets everything.
func (t *table) clear() { clear(t.slots) }

func pack(h hit, gen uint8) uint64 {
	return uint64(uint16(h.move)) | uint64(uint16(int16(h.score)))<<16 |
		uint64(uint8(h.depth))<<32 | uint64(h.bound)<<40 | uint64(gen)<<48
}

func unpack(d uint64) hit {
	return hit{move: rules.Move(uint16(d)), score: int(int16(uint16(d >> 16))),
		depth: int(int8(uint8(d >> 32))), bound: uint8(d >> 40)}
}

// probe returns the entry of key, if any.
func (t *table) probe(key uint64) (hit, bool) {
	b := t.slots[(key&t.mask)*2:][:2]
	for i := range b {
		if b[i].key == key && b[i].data != 0 {
			return unpack(b[i].data), true
		}
	}
	return hit{}, false
}

// store records h for key.
func (t *table) store(key uint64, h hit) {
	b := t.slots[(key&t.mask)*2:][:2]
	old := unpack(b[0].data)
	oldGen := uint8(b[0].data >> 48)
	if b[0].key == key || b[0].data == 0 || h.depth >= old.depth || oldGen != t.gen {
		if b[0].key == key && h.move == 0 {
			h.move = old.move // keep the best move known
		}
		b[0] = slot{key, pack(h, t.gen)}
		return
	}
	b[1] = slot{key, pack(h, t.gen)}
}
