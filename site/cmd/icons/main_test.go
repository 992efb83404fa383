package main

import (
	"bytes"
	"encoding/binary"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"
)

const static = "../../../static"

func readStaticIcon(t *testing.T) icon {
	t.Helper()
	ic, err := readIcon(filepath.Join(static, "icons", "icon.svg"))
	if err != nil {
		t.Fatal(err)
	}
	return ic
}

// TestIconsGenerated checks that the committed icons are what the
// generator draws from icon.svg today (run go generate ./site/publish).
func TestIconsGenerated(t *testing.T) {
	files, err := Files(readStaticIcon(t))
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range files {
		got, err := os.ReadFile(filepath.Join(static, filepath.FromSlash(name)))
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("static/%s is not up to date (%v): run go generate ./site/publish", name, err)
		}
	}
}

func TestFaviconIsAnICOOfPNGs(t *testing.T) {
	files, err := Files(readStaticIcon(t))
	if err != nil {
		t.Fatal(err)
	}
	ico := files["favicon.ico"]
	le := binary.LittleEndian
	if le.Uint16(ico[0:]) != 0 || le.Uint16(ico[2:]) != 1 || le.Uint16(ico[4:]) != 3 {
		t.Fatalf("header % x", ico[:6])
	}
	for i, size := range []int{16, 32, 48} {
		e := ico[6+16*i:]
		n, off := le.Uint32(e[8:]), le.Uint32(e[12:])
		img, err := png.Decode(bytes.NewReader(ico[off : off+n]))
		if err != nil {
			t.Fatalf("entry %d: %v", i, err)
		}
		if int(e[0]) != size || img.Bounds().Dx() != size || img.Bounds().Dy() != size {
			t.Errorf("entry %d: says %d px, image %v, want %d", i, e[0], img.Bounds(), size)
		}
	}
}

// TestMaskable checks the maskable icon: opaque to the edges, every
// foreground corner inside the safe zone, a circle of 40% of the size.
func TestMaskable(t *testing.T) {
	ic := readStaticIcon(t).maskable()
	bg := ic.rects[0]
	if bg.x != 0 || bg.y != 0 || bg.w != ic.size || bg.h != ic.size || bg.rx != 0 {
		t.Errorf("background %+v does not fill the square", bg)
	}
	c := ic.size / 2
	for _, r := range ic.rects[1:] {
		for _, p := range [][2]float64{{r.x, r.y}, {r.x + r.w, r.y + r.h}, {r.x + r.w, r.y}, {r.x, r.y + r.h}} {
			if d := math.Hypot(p[0]-c, p[1]-c); d > 0.4*ic.size+1e-9 {
				t.Errorf("corner %v is %.2f from the centre, outside the safe zone (%.2f)", p, d, 0.4*ic.size)
			}
		}
	}
	img := ic.draw(64)
	for _, p := range [][2]int{{0, 0}, {63, 0}, {0, 63}, {63, 63}} {
		if a := img.NRGBAAt(p[0], p[1]).A; a != 255 {
			t.Errorf("pixel %v has alpha %d: a maskable icon is opaque to its edges", p, a)
		}
	}
}
