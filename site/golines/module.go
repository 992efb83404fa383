package golines

import (
	"bytes"
	"encoding/binary"
	"errors"
)

// segment is one active data segment of a module: where its bytes sit in
// the module's file, and where they go in memory.
type segment struct {
	at   int // the index of its first byte in the module
	size int
	addr int // its address in linear memory
}

// wasmMagic starts every WebAssembly module: "\0asm", then version 1.
var wasmMagic = []byte{0, 'a', 's', 'm', 1, 0, 0, 0}

// dataSection is the id of a module's data section.
const dataSection = 11

// errModule is the error of bytes that are not a module as Go's linker
// writes one.
var errModule = errors.New("golines: not a WebAssembly module as Go writes one")

// segments returns the data segments of module, each of the form Go's
// linker writes: active, in memory 0, at an i32.const address.
func segments(module []byte) ([]segment, error) {
	if !bytes.HasPrefix(module, wasmMagic) {
		return nil, errModule
	}
	r := reader{b: module, at: len(wasmMagic)}
	for r.at < len(module) {
		id := r.byte()
		size := r.uint()
		end := r.at + size
		if r.err != nil || size < 0 || end > len(module) {
			return nil, errModule
		}
		if id == dataSection {
			return r.segments(end)
		}
		r.at = end
	}
	return nil, errModule
}

// reader reads a module's LEB128 numbers; its first error sticks.
type reader struct {
	b   []byte
	at  int
	err error
}

func (r *reader) byte() byte {
	if r.err != nil || r.at >= len(r.b) {
		r.err = errModule
		return 0
	}
	r.at++
	return r.b[r.at-1]
}

// uint reads an unsigned LEB128 number of at most 32 bits.
func (r *reader) uint() int {
	n, shift := 0, 0
	for {
		c := r.byte()
		n |= int(c&0x7f) << shift
		if c&0x80 == 0 || r.err != nil {
			return n
		}
		if shift += 7; shift > 28 {
			r.err = errModule
			return 0
		}
	}
}

// segments reads the data section's segments, which end at end.
func (r *reader) segments(end int) ([]segment, error) {
	n := r.uint()
	var segs []segment
	for range n {
		// flags 0 (active, memory 0), i32.const addr, end
		if r.byte() != 0 || r.byte() != 0x41 {
			return nil, errModule
		}
		addr := r.uint()
		if r.byte() != 0x0b {
			return nil, errModule
		}
		size := r.uint()
		if r.err != nil || r.at+size > end {
			return nil, errModule
		}
		segs = append(segs, segment{at: r.at, size: size, addr: addr})
		r.at += size
	}
	if r.err != nil || r.at != end {
		return nil, errModule
	}
	return segs, nil
}

// memoryImage lays the segments' bytes out as they start in memory.
func memoryImage(module []byte, segs []segment) []byte {
	top := 0
	for _, s := range segs {
		top = max(top, s.addr+s.size)
	}
	mem := make([]byte, top)
	for _, s := range segs {
		copy(mem[s.addr:], module[s.at:s.at+s.size])
	}
	return mem
}

// writeBack copies the image's bytes into the segments of a copy of
// module. Bytes the image changed outside every segment stay out: they
// were zero, and memory starts zeroed.
func writeBack(module, mem []byte, segs []segment) []byte {
	out := bytes.Clone(module)
	for _, s := range segs {
		copy(out[s.at:s.at+s.size], mem[s.addr:])
	}
	return out
}

var le = binary.LittleEndian
