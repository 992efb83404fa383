// Package raster draws Tessera's boards into images: Canvas implements
// tessera/wasm/board.Canvas (the subset of the HTML canvas the views use)
// in pure Go, over github.com/fogleman/gg (strokes, shadows' scratch
// shapes) and the rasterizer under it, github.com/golang/freetype/raster
// (fills, which it paints as gg does, to the bit), so the site can render
// a PNG of any position with the same drawing code as the page.
//
// It follows the HTML canvas where the views depend on it: paths of lines,
// arcs, rotated ellipses and rounded rectangles; non-zero fills and strokes
// with butt caps and dashes; global alpha; linear and radial gradients
// (fills only, as in the views); CSS colours (#hex, rgb(), rgba(), hsl(),
// hsla(), transparent, black, white); CSS fonts ("bold 14px system-ui")
// drawn in the Go fonts; blurred shadows under fills and strokes (three
// box blurs for the Gaussian, wide ones made small and scaled up); and,
// beyond board.Canvas, Translate, to place a board on a larger image. It
// approximates the rest: joins are round (the canvas default is miter),
// text takes the fill's first colour and casts no shadow, and a call the
// canvas would ignore or reject (a bad colour, a NaN) is ignored.
package raster
