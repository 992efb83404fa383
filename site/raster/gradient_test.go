package raster

import (
	"image/color"
	"math"
	"testing"

	"tessera/wasm/board"
)

// A gradient's colour follows its stops: the first stop's before it, the
// last's after it, an even mix half way between two, and at an offset
// two stops share, the later one from there on.
func TestGradientColourAt(t *testing.T) {
	g := newGradient(gradient{}, []board.Stop{
		{Offset: 0.2, Color: "#000"}, {Offset: 0.6, Color: "#c8c8c8"}, {Offset: 0.6, Color: "rgba(255, 0, 0, 0.5)"}, {Offset: 1, Color: "#00f"},
	})
	for _, tc := range []struct {
		t    float64
		want color.RGBA
	}{
		{0, color.RGBA{0, 0, 0, 255}},
		{0.2, color.RGBA{0, 0, 0, 255}},
		{0.4, color.RGBA{100, 100, 100, 255}},
		{0.6, color.RGBA{128, 0, 0, 128}}, // premultiplied
		{0.8, color.RGBA{64, 0, 128, 192}},
		{1, color.RGBA{0, 0, 255, 255}},
	} {
		if got := g.colourAt(tc.t, 1); got != tc.want {
			t.Errorf("colour at %g = %v, want %v", tc.t, got, tc.want)
		}
	}
	if got := g.colourAt(1, 0.5); got != (color.RGBA{0, 0, 128, 128}) {
		t.Errorf("colour at 1 with alpha 0.5 = %v, want half of blue", got)
	}
}

// A linear gradient's offset is the projection on its line; a radial
// one's is the largest ω whose circle passes through the point: for
// concentric circles, how far the point is from the inner circle towards
// the outer, and for a circle inside another at one side, a root of the
// circles' equation. Outside the cone two circles make, nothing paints.
func TestGradientOffset(t *testing.T) {
	lin := newGradient(gradient{x0: 10, y0: 10, x1: 30, y1: 10}, nil).ramp(1)
	for _, tc := range []struct{ x, y, want float64 }{{10, 10, 0}, {20, 50, 0.5}, {30, 0, 1}, {0, 10, -0.5}} {
		if got, ok := lin.offset(tc.x, tc.y); !ok || math.Abs(got-tc.want) > 1e-12 {
			t.Errorf("linear offset at (%g, %g) = %g, %v; want %g", tc.x, tc.y, got, ok, tc.want)
		}
	}
	if _, ok := newGradient(gradient{x0: 5, y0: 5, x1: 5, y1: 5}, nil).ramp(1).offset(1, 1); ok {
		t.Error("a linear gradient between one point and itself painted")
	}

	ring := newGradient(gradient{radial: true, x0: 50, y0: 50, r0: 10, x1: 50, y1: 50, r1: 30}, nil).ramp(1)
	for _, tc := range []struct{ x, y, want float64 }{{60, 50, 0}, {50, 70, 0.5}, {80, 50, 1}, {50, 50, -0.5}, {50, 100, 2}} {
		if got, ok := ring.offset(tc.x, tc.y); !ok || math.Abs(got-tc.want) > 1e-12 {
			t.Errorf("radial offset at (%g, %g) = %g, %v; want %g", tc.x, tc.y, got, ok, tc.want)
		}
	}

	for _, tc := range []struct {
		g      gradient
		points [][2]float64
	}{
		{gradient{radial: true, x0: 40, y0: 50, r0: 5, x1: 50, y1: 50, r1: 40}, [][2]float64{{45, 50}, {80, 60}, {20, 30}, {50, 89}}},
		{gradient{radial: true, x0: 10, y0: 50, r0: 5, x1: 60, y1: 50, r1: 10}, [][2]float64{{35, 50}, {70, 55}, {100, 50}}}, // two roots
	} {
		checkRadial(t, tc.g, tc.points)
	}

	cone := newGradient(gradient{radial: true, x0: 10, y0: 50, r0: 5, x1: 60, y1: 50, r1: 10}, nil).ramp(1)
	if _, ok := cone.offset(35, 95); ok {
		t.Error("a point outside the cone of two circles painted")
	}
}

// checkRadial checks that the offset of each point is an ω whose circle
// (radius at least 0) passes through it, and that no larger ω's does.
func checkRadial(t *testing.T, g gradient, points [][2]float64) {
	t.Helper()
	off := newGradient(g, nil).ramp(1)
	for _, p := range points {
		w, ok := off.offset(p[0], p[1])
		if !ok {
			t.Fatalf("radial offset at %v: nothing", p)
		}
		// far is how much farther the point is from ω's centre than its radius.
		far := func(w float64) float64 {
			return math.Hypot(p[0]-(g.x0+w*(g.x1-g.x0)), p[1]-(g.y0+w*(g.y1-g.y0))) - (g.r0 + w*(g.r1-g.r0))
		}
		if f := far(w); g.r0+w*(g.r1-g.r0) < 0 || math.Abs(f) > 1e-9 {
			t.Errorf("radial offset at %v = %g: its circle misses the point by %g", p, w, f)
		}
		for v := w + 0.01; v < w+100; v += 0.01 { // no larger ω's circle passes through it
			if math.Signbit(far(v)) != math.Signbit(far(w+100)) {
				t.Errorf("radial offset at %v = %g, but the circle of %g passes through it", p, w, v)
				break
			}
		}
	}
}
