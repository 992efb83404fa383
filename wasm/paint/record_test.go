package paint

import (
	"encoding/binary"
	"math"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"tessera/wasm/board"
)

// numbers decodes a record's calls.
func numbers(r *Record) []float64 {
	b := r.Calls()
	out := make([]float64, len(b)/8)
	for i := range out {
		out[i] = math.Float64frombits(binary.LittleEndian.Uint64(b[8*i:]))
	}
	return out
}

// recordCases are calls made on a Record and what it must record.
var recordCases = []struct {
	name  string
	draw  func(r *Record)
	calls []float64
	strs  string
}{
	{"path", func(r *Record) {
		r.BeginPath()
		r.MoveTo(1, 2)
		r.LineTo(3.5, -4)
		r.ClosePath()
		r.Fill()
		r.Stroke()
	}, []float64{opBeginPath, opMoveTo, 1, 2, opLineTo, 3.5, -4, opClosePath, opFill, opStroke}, ""},
	{"curves", func(r *Record) {
		r.Arc(1, 2, 3, 0, math.Pi)
		r.Ellipse(1, 2, 3, 4, 0.5, 1, 2)
		r.RoundRect(1, 2, 30, 40, 5)
		r.ClearRect(0, 0, 300, 200)
	}, []float64{opArc, 1, 2, 3, 0, math.Pi, opEllipse, 1, 2, 3, 4, 0.5, 1, 2, opRoundRect, 1, 2, 30, 40, 5, opClearRect, 0, 0, 300, 200}, ""},
	{"styles", func(r *Record) {
		r.SetFillStyle("#fff")
		r.SetStrokeStyle("rgba(0,0,0,0.5)")
		r.SetLineWidth(2)
		r.SetGlobalAlpha(0.25)
		r.SetShadow("black", 8, 0, 2)
	}, []float64{opFillStyle, opStrokeStyle, opLineWidth, 2, opGlobalAlpha, 0.25, opShadow, 8, 0, 2}, "#fff\x00rgba(0,0,0,0.5)\x00black"},
	{"dashes: their count, then each; none is solid", func(r *Record) {
		r.SetLineDash(4, 2)
		r.SetLineDash()
	}, []float64{opLineDash, 2, 4, 2, opLineDash, 0}, ""},
	{"gradients: their stops' count, then each offset, the colours as strings", func(r *Record) {
		r.SetLinearGradient(0, 1, 2, 3, board.Stop{Offset: 0, Color: "red"}, board.Stop{Offset: 1, Color: "blue"})
		r.SetRadialGradient(1, 2, 0, 1, 2, 9, board.Stop{Offset: 0.5, Color: "#123"})
	}, []float64{opLinearGradient, 0, 1, 2, 3, 2, 0, 1, opRadialGradient, 1, 2, 0, 1, 2, 9, 1, 0.5}, "red\x00blue\x00#123"},
	{"text, a NUL in it made U+FFFD", func(r *Record) {
		r.FillText("a\x00b", 5, 6)
		r.FillText("", 1, 1)
	}, []float64{opFillText, 5, 6, opFillText, 1, 1}, "a\uFFFDb\x00"},
	{"a font set only when it is not the context's, as Restore leaves it", func(r *Record) {
		r.SetFont("12px serif")
		r.SetFont("12px serif")
		r.Save()
		r.SetFont("bold 9px serif")
		r.Restore()
		r.SetFont("12px serif")
		r.SetFont("bold 9px serif")
		r.Restore() // nothing saved: the font stays
		r.SetFont("bold 9px serif")
	}, []float64{opFont, opSave, opFont, opRestore, opFont, opRestore}, "12px serif\x00bold 9px serif\x00bold 9px serif"},
}

func TestRecord(t *testing.T) {
	for _, tc := range recordCases {
		t.Run(tc.name, func(t *testing.T) {
			var r Record
			tc.draw(&r)
			if got := numbers(&r); !slices.Equal(got, tc.calls) {
				t.Errorf("calls\n got %v\nwant %v", got, tc.calls)
			}
			if got := r.Strings(); got != tc.strs {
				t.Errorf("strings %q, want %q", got, tc.strs)
			}
		})
	}
}

func TestResetEmptiesTheRecordAndForgetsTheFont(t *testing.T) {
	var r Record
	r.SetFont("12px serif")
	r.Save()
	r.FillText("x", 0, 0)
	r.Reset()
	if len(r.Calls()) != 0 || r.Strings() != "" {
		t.Fatalf("after Reset: %v %q", numbers(&r), r.Strings())
	}
	// A new frame's context may have any font (a resized canvas has the
	// default): the first font is set again.
	r.SetFont("12px serif")
	if got := numbers(&r); !slices.Equal(got, []float64{opFont}) {
		t.Errorf("the font after Reset: %v", got)
	}
}

// TestPaintJSReadsTheOpcodes checks that boot.js's painter (its function
// run) gives each opcode the context's call of its name, has a case for
// every one, and makes the calls that change pixels only when it paints
// (a kept ground is copied, and its calls set the state alone).
func TestPaintJSReadsTheOpcodes(t *testing.T) {
	boot, err := os.ReadFile("../../static/js/boot.js")
	if err != nil {
		t.Fatal(err)
	}
	_, src, ok := strings.Cut(string(boot), "function run(")
	src, _, _ = strings.Cut(src, "\n  }\n")
	if !ok || !strings.Contains(src, "default:") {
		t.Fatalf("boot.js has no function run with a switch: %q", src)
	}
	cases := map[int]string{}
	parts := regexp.MustCompile(`\bcase (\d+):`).Split(src, -1)
	nums := regexp.MustCompile(`\bcase (\d+):`).FindAllStringSubmatch(src, -1)
	for i, m := range nums {
		n, _ := strconv.Atoi(m[1])
		body, _, _ := strings.Cut(parts[i+1], "default:")
		cases[n] = body
	}
	calls := map[int]string{
		opSave: "ctx.save(", opRestore: "ctx.restore(", opBeginPath: "ctx.beginPath(", opClosePath: "ctx.closePath(",
		opMoveTo: "ctx.moveTo(", opLineTo: "ctx.lineTo(", opArc: "ctx.arc(", opEllipse: "ctx.ellipse(",
		opRoundRect: "ctx.roundRect(", opFill: "ctx.fill(", opStroke: "ctx.stroke(", opClearRect: "ctx.clearRect(",
		opFillStyle: "ctx.fillStyle =", opStrokeStyle: "ctx.strokeStyle =", opLineWidth: "ctx.lineWidth =",
		opGlobalAlpha: "ctx.globalAlpha =", opFont: "ctx.font =", opLineDash: "ctx.setLineDash(",
		opShadow: "ctx.shadowColor =", opLinearGradient: "ctx.createLinearGradient(",
		opRadialGradient: "ctx.createRadialGradient(", opFillText: "ctx.fillText(",
	}
	if len(cases) != len(calls) {
		t.Errorf("boot.js's run has %d cases, the record %d opcodes", len(cases), len(calls))
	}
	for op, call := range calls {
		if !strings.Contains(cases[op], call) {
			t.Errorf("boot.js's run: case %d does not make %q: %q", op, call, cases[op])
		}
		pixels := op == opFill || op == opStroke || op == opClearRect || op == opFillText
		if guarded := strings.Contains(cases[op], "if (paints) "+call); guarded != pixels {
			t.Errorf("boot.js's run: case %d (%s) makes its call only when it paints: %v, want %v", op, call, guarded, pixels)
		}
	}
}

func TestGround(t *testing.T) {
	var r Record
	if _, _, ok := r.Ground(); ok {
		t.Fatal("an empty record has a ground")
	}
	r.SetFillStyle("#eee")
	r.FillText("a1", 1, 2)
	board.GroundDrawn(&r) // as a view marks it
	r.FillText("piece", 3, 4)
	board.GroundDrawn(&r) // a second mark does not move the first
	calls, strs, ok := r.Ground()
	want := []float64{opFillStyle, opFillText, 1, 2}
	var prefix Record
	for _, n := range want {
		prefix.num(n)
	}
	if !ok || !slices.Equal(calls, prefix.Calls()) || !slices.Equal(strs, []string{"#eee", "a1"}) {
		t.Errorf("Ground() = %v %q %v, want the calls %v and strings #eee, a1", calls, strs, ok, want)
	}
	r.Reset()
	if _, _, ok := r.Ground(); ok {
		t.Error("the ground is still marked after Reset")
	}
}
