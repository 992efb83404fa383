// Package golines drops the file names and line numbers from a Go program
// compiled to WebAssembly: the tables of its pclntab (the runtime's table
// of functions) that map each function's code to its source file and
// line, and the file names themselves. They serve only to print a stack's
// files and lines; without them a panic's stack still names every
// function, with "?:0" for its place. A game's first program (issue 23)
// compresses about 34 KB of brotli smaller so.
//
// It knows the layout of Go 1.20 and later's pclntab (runtime/symtab.go:
// pcHeader, _func, and pcvalue's tables) and refuses a module whose table
// it does not find in that form. The tables it keeps, the stack frames'
// sizes and the garbage collector's maps, are untouched.
package golines

import (
	"bytes"
	"errors"
)

// header starts a pclntab of Go 1.20 and later on a 64-bit target whose
// instructions are bytes, as wasm's: the magic 0xfffffff1, two pad bytes,
// the minimum instruction size (1) and the pointer size (8).
var header = []byte{0xf1, 0xff, 0xff, 0xff, 0, 0, 1, 8}

// Offsets in the pcHeader of its counts and of its tables' offsets, and
// in a _func of its fields.
const (
	headerFuncs    = 8
	headerCUs      = 40 // cutab: each compilation unit's files
	headerFiles    = 48 // filetab: the file names
	headerPCTab    = 56 // pctab: every pc-value table
	headerFuncTab  = 64 // functab and the _funcs
	funcSP         = 16 // pcsp: the frame's size
	funcFile       = 20 // pcfile: the file of each pc
	funcLine       = 24 // pcln: the line of each pc
	funcPCDataLen  = 28
	funcPCData     = 44 // the pcdata tables' offsets (the GC's maps...)
	functabEntries = 8  // bytes per functab entry: entry offset, _func offset
)

// errTable is the error of a module whose pclntab is not as expected.
var errTable = errors.New("golines: no pclntab of Go 1.20 or later in the module")

// DropLines returns a copy of module, a Go program for GOOS=js
// GOARCH=wasm, with its functions' file and line tables and its file
// names zeroed, and each function's pcfile and pcln offsets 0, which the
// runtime reads as "unknown". The module keeps its size; its zeros
// compress to almost nothing.
func DropLines(module []byte) ([]byte, error) {
	segs, err := segments(module)
	if err != nil {
		return nil, err
	}
	mem := memoryImage(module, segs)
	at := bytes.Index(mem, header)
	if at < 0 || bytes.Contains(mem[at+1:], header) {
		return nil, errTable
	}
	t, err := readTable(mem, at)
	if err != nil {
		return nil, err
	}
	t.dropLines()
	return writeBack(module, mem, segs), nil
}

// table is a pclntab in a memory image.
type table struct {
	mem                        []byte
	funcs                      int
	cus, files, pctab, funcTab int // the tables' addresses
	funcAt                     []int
}

// readTable reads the pclntab whose header is at at, checking that every
// table and function lies where the header says, in order.
func readTable(mem []byte, at int) (*table, error) {
	word := func(off int) int {
		if at+off+8 > len(mem) {
			return -1
		}
		return int(le.Uint64(mem[at+off:]))
	}
	t := &table{mem: mem, funcs: word(headerFuncs), cus: at + word(headerCUs), files: at + word(headerFiles),
		pctab: at + word(headerPCTab), funcTab: at + word(headerFuncTab)}
	if t.funcs <= 0 || !(at < t.cus && t.cus <= t.files && t.files <= t.pctab && t.pctab <= t.funcTab) ||
		t.funcTab+(t.funcs+1)*functabEntries > len(mem) {
		return nil, errTable
	}
	for i := range t.funcs {
		f := t.funcTab + int(le.Uint32(mem[t.funcTab+i*functabEntries+4:]))
		if f < t.funcTab || f+funcPCData > len(mem) || f+funcPCData+4*t.u32(f+funcPCDataLen) > len(mem) {
			return nil, errTable
		}
		t.funcAt = append(t.funcAt, f)
	}
	return t, nil
}

func (t *table) u32(at int) int { return int(le.Uint32(t.mem[at:])) }

// dropLines zeroes the file and line tables no other field shares (the
// linker stores equal tables once), the file names and the compilation
// units' file lists, and sets every function's pcfile and pcln to 0.
func (t *table) dropLines() {
	kept, dropped := map[int]bool{}, map[int]bool{}
	for _, f := range t.funcAt {
		kept[t.u32(f+funcSP)] = true
		for k := range t.u32(f + funcPCDataLen) {
			kept[t.u32(f+funcPCData+4*k)] = true
		}
		dropped[t.u32(f+funcFile)] = true
		dropped[t.u32(f+funcLine)] = true
		clear(t.mem[f+funcFile : f+funcLine+4])
	}
	for off := range dropped {
		if off != 0 && !kept[off] {
			clear(t.mem[t.pctab+off : t.pctab+off+t.valuesLen(off)])
		}
	}
	clear(t.mem[t.cus:t.pctab])
}

// valuesLen returns the length of the pc-value table at off in pctab:
// pairs of varints (a value's change, a pc's), ended by a 0 where a
// value's change would come, after the first pair (runtime.step). A table
// that would run past pctab is cut at its end.
func (t *table) valuesLen(off int) int {
	start, p := t.pctab+off, t.pctab+off
	for first := true; p < t.funcTab; first = false {
		if t.mem[p] == 0 && !first {
			return p + 1 - start
		}
		p = t.skipVarint(t.skipVarint(p))
	}
	return t.funcTab - start
}

// skipVarint returns the index after the varint at p.
func (t *table) skipVarint(p int) int {
	for p < t.funcTab && t.mem[p]&0x80 != 0 {
		p++
	}
	return p + 1
}
