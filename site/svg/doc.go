// Package svg draws Tessera's boards as SVG documents: Canvas implements
// tessera/wasm/board.Canvas (the subset of the HTML canvas the views use)
// by writing an element for every fill, stroke and text, so the site can
// show the picture of a position that the browser draws as it draws the
// page's canvas, at any size, in a few kilobytes.
//
// It follows the HTML canvas: paths of lines, arcs, rotated ellipses and
// rounded rectangles, filled (non-zero) or stroked (butt caps, miter joins
// with a miter limit of 10, dashes); global alpha; linear and radial
// gradients (fills); blurred shadows, whose blur and offset are in device
// pixels as on a canvas under a scale transform; CSS colours as the
// browser reads them; fonts as presentation attributes (no style
// attribute, which the site's Content-Security-Policy refuses), text
// centred on its point as the page's canvas draws it. ClearRect of the
// whole canvas clears it; of a part, it paints the canvas's background
// there, which a cleared canvas shows through.
package svg
