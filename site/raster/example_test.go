package raster_test

import (
	"fmt"
	"math"

	"tessera/site/raster"
)

// A half-transparent red disc: its pixels are premultiplied, as
// image.RGBA's are.
func Example() {
	c := raster.New(40, 40)
	c.SetFillStyle("rgba(255, 0, 0, 0.5)")
	c.BeginPath()
	c.Arc(20, 20, 10, 0, 2*math.Pi)
	c.Fill()
	img := c.Image()
	fmt.Println(img.RGBAAt(20, 20), img.RGBAAt(2, 2))
	// Output: {128 0 0 128} {0 0 0 0}
}
