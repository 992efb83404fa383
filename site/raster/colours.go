package raster

// colourTable counts the pixels of each colour of an image: a hash table
// of packed RGBA colours, open addressed, linear probing. Paletted looks
// every run of pixels up in it, which took 40% of a preview's time with a
// Go map (issue 23).
type colourTable struct {
	keys  []uint32 // the colours
	n     []int32  // the pixels of each; 0 marks an empty slot
	used  int      // slots in use
	shift uint     // 32 - log2(len(keys))
}

// newColourTable returns an empty table.
func newColourTable() *colourTable {
	t := &colourTable{}
	t.resize(1 << 12)
	return t
}

// resize makes the table size slots (a power of two) and puts back what
// it held.
func (t *colourTable) resize(size int) {
	keys, n := t.keys, t.n
	t.keys, t.n, t.used = make([]uint32, size), make([]int32, size), 0
	t.shift = 32
	for s := size; s > 1; s >>= 1 {
		t.shift--
	}
	for i, k := range n {
		if k > 0 {
			t.add(keys[i], int(k))
		}
	}
}

// slot returns the slot of colour c: its own, or the empty one it would
// take.
func (t *colourTable) slot(c uint32) int {
	mask := len(t.keys) - 1
	i := int(c * 0x9e3779b1 >> t.shift)
	for t.n[i] != 0 && t.keys[i] != c {
		i = (i + 1) & mask
	}
	return i
}

// add counts k more pixels (k > 0) of colour c.
func (t *colourTable) add(c uint32, k int) {
	i := t.slot(c)
	if t.n[i] == 0 {
		t.keys[i] = c
		t.used++
	}
	t.n[i] += int32(k)
	if 2*t.used > len(t.keys) {
		t.resize(2 * len(t.keys))
	}
}

// each calls f with each colour of the table and its pixels.
func (t *colourTable) each(f func(c uint32, n int)) {
	for i, k := range t.n {
		if k > 0 {
			f(t.keys[i], int(k))
		}
	}
}
