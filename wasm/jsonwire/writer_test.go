package jsonwire

import (
	"encoding/json"
	"math"
	"reflect"
	"testing"

	"github.com/mailru/easyjson/jwriter"
)

func TestWriter(t *testing.T) {
	var w Writer
	w.ObjectStart()
	w.Key("a")
	w.Int(-3)
	w.Key("b")
	w.ArrayStart()
	w.Uint(1<<64 - 1)
	w.Float(0.25)
	w.Float(1e21)
	w.Bool(true)
	w.Null()
	w.ObjectStart()
	w.ObjectEnd()
	w.ArrayStart()
	w.ArrayEnd()
	w.ArrayEnd()
	w.Key("m")
	w.StringMap(map[string]string{"z": "1", "a": "<&>"})
	w.Key("s")
	w.Strings([]string{"x", "\u2028\t\x01\xff"})
	w.Key("seed")
	w.UintString(42)
	w.ObjectEnd()
	got, err := w.Bytes()
	want := `{"a":-3,"b":[18446744073709551615,0.25,1e+21,true,null,{},[]],"m":{"a":"\u003c\u0026\u003e","z":"1"},` +
		`"s":["x","\u2028\t\u0001\ufffd"],"seed":"42"}`
	if err != nil || string(got) != want {
		t.Errorf("wrote %s, %v\nwant  %s", got, err, want)
	}
}

func TestWriterNotFinite(t *testing.T) {
	for _, x := range []float64{math.NaN(), math.Inf(1), math.Inf(-1)} {
		var w Writer
		w.ArrayStart()
		w.Float(x)
		w.Int(1)
		w.ArrayEnd()
		if got, err := w.Bytes(); err != ErrNotFinite || string(got) != "[null,1]" {
			t.Errorf("Float(%v) wrote %s, %v", x, got, err)
		}
	}
}

// FuzzWriter: the writer writes strings and numbers as easyjson's writer
// did, byte for byte, and encoding/json reads them back to the same
// values (a byte that is not UTF-8 as U+FFFD).
func FuzzWriter(f *testing.F) {
	f.Add("plain", 0.5, int64(-7), uint64(7))
	f.Add("<a href=\"x\">\u2029\\\x00\x7f\xc3", 1e-7, int64(math.MinInt64), uint64(math.MaxUint64))
	f.Add("Ur 𒌷\b\f", math.MaxFloat64, int64(0), uint64(0))
	f.Fuzz(func(t *testing.T, s string, x float64, n int64, u uint64) {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return
		}
		var w Writer
		w.ArrayStart()
		w.String(s)
		w.Float(x)
		w.Int(n)
		w.Uint(u)
		w.ArrayEnd()
		got, err := w.Bytes()
		var old jwriter.Writer
		old.RawByte('[')
		old.String(s)
		old.RawByte(',')
		old.Float64(x)
		old.RawByte(',')
		old.Int64(n)
		old.RawByte(',')
		old.Uint64(u)
		old.RawByte(']')
		if want, _ := old.BuildBytes(); err != nil || string(got) != string(want) {
			t.Fatalf("wrote %s, %v; easyjson wrote %s", got, err, want)
		}
		type values struct {
			S string
			X float64
			N int64
			U uint64
		}
		var back values
		var list []json.RawMessage
		if err := json.Unmarshal(got, &list); err != nil || len(list) != 4 {
			t.Fatalf("encoding/json cannot read %s: %v", got, err)
		}
		for i, p := range []any{&back.S, &back.X, &back.N, &back.U} {
			if err := json.Unmarshal(list[i], p); err != nil {
				t.Fatalf("encoding/json cannot read %s: %v", list[i], err)
			}
		}
		if want := (values{string([]rune(s)), x, n, u}); !reflect.DeepEqual(back, want) {
			t.Fatalf("encoding/json read %s as %+v, want %+v", got, back, want)
		}
	})
}
