package report

import (
	"testing"

	"tessera/rules/hexhex"
)

// Images on side 7 by hand (docs/rules.md: a1 is (0,0), g7 the centre (6,6), the
// half turn (12-q, 12-r)): b1 is (1,0); its half turn (11,12) is l13, its
// x image (q and r swapped) a2, its y image (12-r, 12-q) = (12,11) m12.
// On a square of side 9, c2 is column 2, row 1: half turn g8, x image
// (rows flip) c8, y image (columns flip) g2.
func TestImage(t *testing.T) {
	b, err := hexhex.New(7)
	if err != nil {
		t.Fatal(err)
	}
	hex, sq := Hexhex{b}, Square{9}
	for _, c := range []struct {
		board Board
		m     Mirror
		in    string
		want  string
	}{
		{hex, HalfTurn, "b1", "l13"}, {hex, ReflectX, "b1", "a2"}, {hex, ReflectY, "b1", "m12"}, {hex, Copy, "b1", "b1"},
		{hex, HalfTurn, "g7", "g7"}, {hex, HalfTurn, "a1", "m13"},
		{sq, HalfTurn, "c2", "g8"}, {sq, ReflectX, "c2", "c8"}, {sq, ReflectY, "c2", "g2"}, {sq, Copy, "c2", "c2"},
	} {
		if got, ok := c.board.Image(c.m, c.in); !ok || got != c.want {
			t.Errorf("%T %v of %s = %q %v, want %q", c.board, c.m, c.in, got, ok, c.want)
		}
	}
	for _, bad := range []string{"", "z9", "a0", "a14", "n1"} {
		if _, ok := hex.Image(HalfTurn, bad); ok {
			t.Errorf("hexhex image of %q", bad)
		}
		if _, ok := sq.Image(HalfTurn, bad); ok {
			t.Errorf("square image of %q", bad)
		}
	}
}

// Every mirror maps the board onto itself, undoes itself, and keeps
// neighbours neighbours: a symmetry of the board, on every side.
func TestMirrorsAreSymmetries(t *testing.T) {
	for side := 2; side <= 10; side++ {
		b, err := hexhex.New(side)
		if err != nil {
			t.Fatal(err)
		}
		h := Hexhex{b}
		for _, m := range Mirrors {
			img := make([]int, b.Len())
			for i := range b.Len() {
				name, ok := h.Image(m, b.Name(i))
				j, err := b.Parse(name)
				if !ok || err != nil {
					t.Fatalf("side %d, %v: %s maps off the board", side, m, b.Name(i))
				}
				img[i] = j
			}
			for i := range b.Len() {
				if img[img[i]] != i {
					t.Errorf("side %d, %v: twice from %s gives %s", side, m, b.Name(i), b.Name(img[img[i]]))
				}
				for _, n := range b.Neighbors(i) {
					if !b.Adjacent(img[i], img[n]) {
						t.Errorf("side %d, %v: neighbours %s %s map apart", side, m, b.Name(i), b.Name(n))
					}
				}
			}
		}
	}
}

// Tokens map cell by cell; words without cells are their own images.
func TestImageToken(t *testing.T) {
	b, _ := hexhex.New(7)
	for _, c := range []struct{ in, want string }{
		{"d4", "j10"}, {"xd4", "xj10"}, {"e4-e7", "i10-i7"}, {"pass", "pass"}, {"swap", "swap"}, {"xm13", "xa1"}, {"j10-m13", "d4-a1"},
	} {
		if got, ok := ImageToken(Hexhex{b}, HalfTurn, c.in); !ok || got != c.want {
			t.Errorf("ImageToken(%q) = %q %v, want %q", c.in, got, ok, c.want)
		}
	}
	if got, ok := ImageToken(Square{9}, ReflectY, "Be5"); !ok || got != "Be5" {
		t.Errorf("Carteso's centre under y: %q %v", got, ok)
	}
	if got, ok := ImageToken(Square{9}, ReflectY, "Wa1"); !ok || got != "Wi1" {
		t.Errorf("Carteso's a1 under y: %q %v", got, ok)
	}
	if Cell("e4-e7") != "e7" || Cell("3:L4") != "" || Cell("xd4") != "d4" {
		t.Error("Cell names the wrong cell")
	}
}

// Any token's image, when it has one, maps back to the token: every
// mirror undoes itself, and the words between cells are kept.
func FuzzImageToken(f *testing.F) {
	for _, tok := range []string{"d4", "xd4", "e4-e7", "pass", "Be5", "3:L4", "a1a1", "m13-"} {
		f.Add(tok)
	}
	hex, _ := hexhex.New(7)
	boards := []Board{Hexhex{hex}, Square{9}}
	f.Fuzz(func(t *testing.T, tok string) {
		for _, b := range boards {
			for _, m := range Mirrors {
				img, ok := ImageToken(b, m, tok)
				if !ok {
					continue
				}
				if back, ok := ImageToken(b, m, img); !ok || back != tok {
					t.Errorf("%T %v: %q to %q back to %q %v", b, m, tok, img, back, ok)
				}
			}
		}
	})
}
