package jsonwire

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"
)

// readAny reads any value as encoding/json reads it into an any.
func readAny(r *Reader) any {
	switch r.next() {
	case '{':
		m := map[string]any{}
		r.Object(func(key string) { m[key] = readAny(r) })
		return m
	case '[':
		list := []any{}
		r.Array(func() { list = append(list, readAny(r)) })
		return list
	case '"':
		return r.String()
	case 't', 'f':
		return r.Bool()
	case 'n':
		r.Null()
		return nil
	}
	return r.Float()
}

func TestReader(t *testing.T) {
	for data, want := range map[string]any{
		` {"a" : [1, -0.5e1, true, false, null, "x"], "a":{}, "b":[]} `: map[string]any{"a": map[string]any{}, "b": []any{}},
		`"\"\\\/\b\f\n\r\t\u00e9\ud834\udd1e\ud834\u0041\udd1e"`:        "\"\\/\b\f\n\r\té𝄞\ufffdA\ufffd",
		`"𒌷 plain"`:      "𒌷 plain",
		`1E+2`:           100.0,
		`[[[]],{"":""}]`: []any{[]any{[]any{}}, map[string]any{"": ""}},
	} {
		r := NewReader([]byte(data))
		if got := readAny(r); r.End() != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("read %s as %#v, %v; want %#v", data, got, r.Err(), want)
		}
	}
}

func TestReaderRefuses(t *testing.T) {
	for _, data := range []string{
		``, ` `, `nul`, `tru`, `[1,]`, `{"a":1,}`, `{"a"}`, `{a:1}`, `[1 2]`, `"a`, `"\x"`, `"\u12"`,
		"\"\x01\"", "\"\xff\"", `01`, `1.`, `.5`, `-`, `1e`, `+1`, `1e400`, `[] []`, `NaN`,
		strings.Repeat("[", MaxDepth+1) + strings.Repeat("]", MaxDepth+1),
	} {
		r := NewReader([]byte(data))
		if got := readAny(r); r.End() == nil {
			t.Errorf("read %q as %#v without error", data, got)
		}
	}
}

func TestReaderNumbers(t *testing.T) {
	r := NewReader([]byte(`[127, -128, 4294967295, "18446744073709551615", -0]`))
	var ints []int64
	var uints []uint64
	r.Array(func() {
		switch len(ints) + len(uints) {
		case 0, 1:
			ints = append(ints, r.Int(8))
		case 2:
			uints = append(uints, r.Uint(32))
		case 3:
			uints = append(uints, r.UintString(64))
		default:
			ints = append(ints, r.Int(0))
		}
	})
	if err := r.End(); err != nil || !reflect.DeepEqual(ints, []int64{127, -128, 0}) || !reflect.DeepEqual(uints, []uint64{1<<32 - 1, 1<<64 - 1}) {
		t.Errorf("read %v, %v, %v", ints, uints, err)
	}
	for _, c := range []struct {
		read func(r *Reader)
		bad  []string
	}{
		{func(r *Reader) { r.Int(8) }, []string{`128`, `-129`, `1.5`, `1e2`, `"1"`, `null`}},
		{func(r *Reader) { r.Uint(8) }, []string{`256`, `-1`, `-0`, `1.5`, `"1"`, `null`}},
		{func(r *Reader) { r.UintString(8) }, []string{`"256"`, `" 1"`, `"1 "`, `"-0"`, `"1.5"`, `1`, `null`}},
	} {
		for _, data := range c.bad {
			r := NewReader([]byte(data))
			if c.read(r); r.End() == nil {
				t.Errorf("read %s without error", data)
			}
		}
	}
}

// FuzzReader: what encoding/json reads into an any, the Reader reads to
// the same value; what it refuses, the Reader refuses (text that is not
// UTF-8 aside, which only the Reader refuses).
func FuzzReader(f *testing.F) {
	for _, s := range []string{`{"a":[1,2.5,"x\u00e9"],"b":null}`, `"\ud800"`, `[true,false]`, `-0.0e-0`, `{"a":1,"a":2}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if !utf8.Valid(data) {
			if NewReader(data).End() == nil {
				t.Fatalf("read %q, which is not UTF-8", data)
			}
			return
		}
		var want any
		errJSON := json.Unmarshal(data, &want)
		r := NewReader(data)
		got := readAny(r)
		err := r.End()
		if (err == nil) != (errJSON == nil) {
			t.Fatalf("%q: Reader error %v, encoding/json error %v", data, err, errJSON)
		}
		if err == nil && !reflect.DeepEqual(got, want) {
			t.Fatalf("%q: read %#v, encoding/json %#v", data, got, want)
		}
	})
}

// FuzzReaderInt: integers read as encoding/json reads them into an int8,
// a uint32 and an int64.
func FuzzReaderInt(f *testing.F) {
	for _, s := range []string{`0`, `-0`, `127`, `-129`, `4294967296`, `1e2`, `1.0`, `9223372036854775808`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data string) {
		if strings.TrimSpace(data) == "null" || !utf8.ValidString(data) {
			return // encoding/json leaves the value as it was
		}
		var i8 int8
		var u32 uint32
		var i64 int64
		for _, c := range []struct {
			read func(r *Reader) any
			std  any
		}{
			{func(r *Reader) any { return int8(r.Int(8)) }, &i8},
			{func(r *Reader) any { return uint32(r.Uint(32)) }, &u32},
			{func(r *Reader) any { return r.Int(64) }, &i64},
		} {
			errJSON := json.Unmarshal([]byte(data), c.std)
			r := NewReader([]byte(data))
			got := c.read(r)
			err := r.End()
			if (err == nil) != (errJSON == nil) || err == nil && got != reflect.ValueOf(c.std).Elem().Interface() {
				t.Fatalf("%q: read %v, %v; encoding/json %v, %v", data, got, err, reflect.ValueOf(c.std).Elem(), errJSON)
			}
		}
	})
}
