// Command icons draws the site's raster icons from static/icons/icon.svg
// (squares and rounded squares only: rect elements with x, y, width,
// height, rx and a fill of their own or their group's): the icons
// static/icons/icon-192.png and icon-512.png, the maskable icon
// static/icons/icon-maskable-512.png, whose full-bleed background lets a
// platform cut any shape from it, its squares inside the central 80% safe
// zone, and static/favicon.ico (16, 32 and 48 px PNGs in an ICO file).
//
//	go run ./site/cmd/icons -static static
package main

import (
	"bytes"
	"encoding/binary"
	"encoding/xml"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"log"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

func main() {
	static := flag.String("static", "static", "the static/ folder")
	flag.Parse()
	log.SetFlags(0)
	icon, err := readIcon(filepath.Join(*static, "icons", "icon.svg"))
	if err != nil {
		log.Fatal(err)
	}
	files, err := Files(icon)
	if err != nil {
		log.Fatal(err)
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(*static, filepath.FromSlash(name)), data, 0o644); err != nil {
			log.Fatal(err)
		}
	}
}

// Files draws every raster icon of ic, by its path under static/.
func Files(ic icon) (map[string][]byte, error) {
	files := map[string][]byte{}
	var err error
	for _, size := range []int{192, 512} {
		if files[fmt.Sprintf("icons/icon-%d.png", size)], err = encodePNG(ic.draw(size)); err != nil {
			return nil, err
		}
	}
	if files["icons/icon-maskable-512.png"], err = encodePNG(ic.maskable().draw(512)); err != nil {
		return nil, err
	}
	favicon := []int{16, 32, 48}
	var pngs [][]byte
	for _, size := range favicon {
		b, err := encodePNG(ic.draw(size))
		if err != nil {
			return nil, err
		}
		pngs = append(pngs, b)
	}
	files["favicon.ico"] = ico(favicon, pngs)
	return files, nil
}

// rect is one rectangle of the icon, in viewBox units.
type rect struct {
	x, y, w, h, rx float64
	fill           color.RGBA
}

// icon is the SVG icon: its viewBox size and its rectangles, back to front.
type icon struct {
	size  float64
	rects []rect
}

// readIcon reads the rect elements of an SVG file with a square viewBox.
func readIcon(name string) (icon, error) {
	f, err := os.Open(name)
	if err != nil {
		return icon{}, err
	}
	defer f.Close()
	var ic icon
	var fills []string // the fill of each open element, inherited
	dec := xml.NewDecoder(f)
	for {
		tok, err := dec.Token()
		if err != nil {
			break
		}
		switch t := tok.(type) {
		case xml.StartElement:
			attr := map[string]string{}
			for _, a := range t.Attr {
				attr[a.Name.Local] = a.Value
			}
			fill := attr["fill"]
			if fill == "" && len(fills) > 0 {
				fill = fills[len(fills)-1]
			}
			fills = append(fills, fill)
			switch t.Name.Local {
			case "svg":
				vb := strings.Fields(attr["viewBox"])
				if len(vb) != 4 || vb[2] != vb[3] {
					return icon{}, fmt.Errorf("icons: %s: want a square viewBox, have %q", name, attr["viewBox"])
				}
				ic.size, _ = strconv.ParseFloat(vb[2], 64)
			case "rect":
				r, err := parseRect(attr, fill)
				if err != nil {
					return icon{}, fmt.Errorf("icons: %s: %v", name, err)
				}
				ic.rects = append(ic.rects, r)
			}
		case xml.EndElement:
			fills = fills[:len(fills)-1]
		}
	}
	if ic.size <= 0 || len(ic.rects) == 0 {
		return icon{}, fmt.Errorf("icons: %s: no viewBox or no rect", name)
	}
	return ic, nil
}

// parseRect reads a rect element's geometry and its #rrggbb fill.
func parseRect(attr map[string]string, fill string) (rect, error) {
	var v [5]float64
	for i, k := range []string{"x", "y", "width", "height", "rx"} {
		if attr[k] == "" {
			continue
		}
		n, err := strconv.ParseFloat(attr[k], 64)
		if err != nil {
			return rect{}, fmt.Errorf("rect %s=%q: %v", k, attr[k], err)
		}
		v[i] = n
	}
	var c color.RGBA
	if _, err := fmt.Sscanf(fill, "#%02x%02x%02x", &c.R, &c.G, &c.B); err != nil {
		return rect{}, fmt.Errorf("rect fill %q: want #rrggbb", fill)
	}
	c.A = 255
	return rect{v[0], v[1], v[2], v[3], v[4], c}, nil
}

// maskable returns the icon with its first rect (the background) filling
// the whole square, unrounded, and the rest scaled about the centre so
// that every corner lies inside the safe zone, a circle of radius 40%.
func (ic icon) maskable() icon {
	out := icon{size: ic.size}
	bg := ic.rects[0]
	out.rects = append(out.rects, rect{0, 0, ic.size, ic.size, 0, bg.fill})
	c := ic.size / 2
	far := 0.0 // the farthest corner from the centre, squared
	for _, r := range ic.rects[1:] {
		for _, p := range [][2]float64{{r.x, r.y}, {r.x + r.w, r.y}, {r.x, r.y + r.h}, {r.x + r.w, r.y + r.h}} {
			far = max(far, (p[0]-c)*(p[0]-c)+(p[1]-c)*(p[1]-c))
		}
	}
	scale := 1.0
	if limit := 0.4 * ic.size; far > limit*limit {
		scale = math.Sqrt(limit * limit / far)
	}
	for _, r := range ic.rects[1:] {
		out.rects = append(out.rects, rect{c + (r.x-c)*scale, c + (r.y-c)*scale, r.w * scale, r.h * scale, r.rx * scale, r.fill})
	}
	return out
}

// samples is the supersampling per axis of draw's antialiasing.
const samples = 4

// draw renders the icon at size×size pixels, each pixel the mean of
// samples×samples points.
func (ic icon) draw(size int) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	unit := ic.size / float64(size)
	for py := range size {
		for px := range size {
			var r, g, b, a float64
			for sy := range samples {
				for sx := range samples {
					x := (float64(px) + (float64(sx)+0.5)/samples) * unit
					y := (float64(py) + (float64(sy)+0.5)/samples) * unit
					if c, ok := ic.at(x, y); ok {
						r, g, b, a = r+float64(c.R), g+float64(c.G), b+float64(c.B), a+1
					}
				}
			}
			if a > 0 {
				img.SetNRGBA(px, py, color.NRGBA{uint8(r/a + 0.5), uint8(g/a + 0.5), uint8(b/a + 0.5), uint8(255*a/samples/samples + 0.5)})
			}
		}
	}
	return img
}

// at is the colour of the topmost rect covering (x, y), if any.
func (ic icon) at(x, y float64) (color.RGBA, bool) {
	for i := len(ic.rects) - 1; i >= 0; i-- {
		if r := ic.rects[i]; r.covers(x, y) {
			return r.fill, true
		}
	}
	return color.RGBA{}, false
}

// covers reports whether (x, y) is inside r, rounded corners included.
func (r rect) covers(x, y float64) bool {
	if x < r.x || y < r.y || x >= r.x+r.w || y >= r.y+r.h {
		return false
	}
	cx := min(max(x, r.x+r.rx), r.x+r.w-r.rx)
	cy := min(max(y, r.y+r.rx), r.y+r.h-r.rx)
	return (x-cx)*(x-cx)+(y-cy)*(y-cy) <= r.rx*r.rx
}

func encodePNG(img image.Image) ([]byte, error) {
	var b bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	err := enc.Encode(&b, img)
	return b.Bytes(), err
}

// ico wraps PNG images (of the given square sizes, under 256) in an ICO
// file: a 6-byte header, a 16-byte entry per image, then the images.
func ico(sizes []int, pngs [][]byte) []byte {
	var b bytes.Buffer
	le := binary.LittleEndian
	b.Write(le.AppendUint16(le.AppendUint16(le.AppendUint16(nil, 0), 1), uint16(len(pngs))))
	offset := 6 + 16*len(pngs)
	for i, data := range pngs {
		e := []byte{byte(sizes[i]), byte(sizes[i]), 0, 0}
		e = le.AppendUint16(e, 1)  // colour planes
		e = le.AppendUint16(e, 32) // bits per pixel
		e = le.AppendUint32(e, uint32(len(data)))
		e = le.AppendUint32(e, uint32(offset))
		b.Write(e)
		offset += len(data)
	}
	for _, data := range pngs {
		b.Write(data)
	}
	return b.Bytes()
}
