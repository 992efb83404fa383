package expectimax

// bound says what a stored value is: exact, or a bound from a cut.
type bound int8

const (
	exact bound = iota
	lower       // the true value is at least the stored one
	upper       // the true value is at most the stored one
)

// entry is a transposition table slot for a position before the roll.
type entry struct {
	key   uint64  // ur.State.Key of the position
	value float64 // for the side to move
	gen   uint32  // the decision that stored it; other decisions ignore it
	depth int8    // the depth searched below the position
	bound bound
	best  [5]int8 // per roll, the path index moved at the last search; -1 for none
}

// table is a transposition table: one slot per hash, newest store wins.
// Each decision starts a new generation, so that it depends on nothing an
// earlier decision stored.
type table struct {
	slots []entry
	shift uint
	gen   uint32
}

// newTable returns a table of 1<<bits slots.
func newTable(bits uint) *table {
	return &table{slots: make([]entry, 1<<bits), shift: 64 - bits}
}

// next starts a new generation: every slot reads as empty.
func (t *table) next() { t.gen++ }

// probe returns the slot for key and whether it holds key in this generation.
func (t *table) probe(key uint64) (*entry, bool) {
	e := &t.slots[(key*0x9e3779b97f4a7c15)>>t.shift]
	return e, e.gen == t.gen && e.key == key
}

// store writes a search result for key into its slot.
func (t *table) store(key uint64, value float64, depth int, b bound, best [5]int8) {
	e := &t.slots[(key*0x9e3779b97f4a7c15)>>t.shift]
	*e = entry{key: key, value: value, gen: t.gen, depth: int8(depth), bound: b, best: best}
}
