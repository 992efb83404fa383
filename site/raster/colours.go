package raster

// colourTable counts the pixels of each colour of an image, and numbers
// the colours in the order first seen: a hash table of packed RGBA
// colours, open addressed, linear probing. Paletted looks every run of
// pixels up in it, which took 40% of a preview's time with a Go map
// (issue 23). A slot holds its colour as well as its number, so that a
// lookup reads one place.
type colourTable struct {
	slots   []slot
	colours []uint32 // the colours, by number
	n       []int32  // the pixels of each, by number
	shift   uint     // 32 - log2(len(slots))
}

// slot is a place in a colourTable: a colour and its number + 1 (0 marks
// an empty slot).
type slot struct {
	colour uint32
	id     int32
}

// newColourTable returns an empty table.
func newColourTable() *colourTable {
	t := &colourTable{}
	t.resize(1 << 12)
	return t
}

// reset empties the table, keeping its room.
func (t *colourTable) reset() {
	for i := range t.slots {
		t.slots[i] = slot{}
	}
	t.colours, t.n = t.colours[:0], t.n[:0]
}

// resize makes the table size slots (a power of two) and puts back the
// colours it held.
func (t *colourTable) resize(size int) {
	t.slots = make([]slot, size)
	t.shift = 32
	for s := size; s > 1; s >>= 1 {
		t.shift--
	}
	for id, c := range t.colours {
		t.slots[t.slot(c)] = slot{c, int32(id) + 1}
	}
}

// slot returns the slot of colour c: its own, or the empty one it would
// take.
func (t *colourTable) slot(c uint32) int {
	mask := len(t.slots) - 1
	i := int(c * 0x9e3779b1 >> t.shift)
	for t.slots[i].id != 0 && t.slots[i].colour != c {
		i = (i + 1) & mask
	}
	return i
}

// add counts k more pixels (k > 0) of colour c, and returns c's number.
func (t *colourTable) add(c uint32, k int) int32 {
	i := t.slot(c)
	if id := t.slots[i].id; id != 0 {
		t.n[id-1] += int32(k)
		return id - 1
	}
	id := int32(len(t.colours))
	t.slots[i] = slot{c, id + 1}
	t.colours = append(t.colours, c)
	t.n = append(t.n, int32(k))
	if 2*len(t.colours) > len(t.slots) {
		t.resize(2 * len(t.slots))
	}
	return id
}

// each calls f with each colour of the table and its pixels, in the order
// of their numbers.
func (t *colourTable) each(f func(c uint32, n int)) {
	for id, c := range t.colours {
		f(c, int(t.n[id]))
	}
}
