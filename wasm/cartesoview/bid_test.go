package cartesoview

import (
	"strconv"
	"testing"

	aicarteso "tessera/ai/carteso"
	"tessera/rules"
	"tessera/rules/carteso"
	"tessera/wasm/board"
)

const club = "carteso-mcts-10000"

// TestBidPeople walks a bid between two people: the first proposes, the
// second takes a side; SPEC.md's vertical moves first, so the one who
// takes vertical is seat 0.
func TestBidPeople(t *testing.T) {
	for _, vertical := range []bool{true, false} {
		b, err := NewBid(rules.Options{"size": "7"}, [2]string{board.Human, board.Human})
		if err != nil || b.Stage() != Propose {
			t.Fatalf("NewBid: stage %v, %v; want Propose", b.Stage(), err)
		}
		if err := b.Take(vertical); err == nil {
			t.Errorf("a side taken before the komi is proposed")
		}
		if err := b.Propose("6"); err != nil || b.Stage() != Choose || b.Komi != 60 {
			t.Fatalf("Propose(6): stage %v, komi %v, %v", b.Stage(), b.Komi, err)
		}
		if err := b.Propose("7"); err == nil {
			t.Errorf("a second proposal is taken")
		}
		if err := b.Take(vertical); err != nil || b.Stage() != Done {
			t.Fatalf("Take(%v): stage %v, %v", vertical, b.Stage(), err)
		}
		// Both seats are people: the sides are people either way.
		if got := b.Sides(); got != [2]string{board.Human, board.Human} {
			t.Errorf("sides %v", got)
		}
		if got, want := b.Options(), (rules.Options{"size": "7", "komi": "6"}); len(got) != 2 || got["size"] != want["size"] || got["komi"] != want["komi"] {
			t.Errorf("options %v, want %v", got, want)
		}
	}
}

// TestBidSeats checks who sits where after a person proposes and the
// other person chooses: the chooser takes seat 0 (vertical) or 1.
func TestBidSeats(t *testing.T) {
	for _, c := range []struct {
		vertical bool
		want     [2]string
	}{{true, [2]string{"chooser", "proposer"}}, {false, [2]string{"proposer", "chooser"}}} {
		b := &Bid{Bidders: [2]string{"proposer", "chooser"}, Vertical: c.vertical, stage: Done}
		if got := b.Sides(); got != c.want {
			t.Errorf("vertical %v: sides %v, want %v", c.vertical, got, c.want)
		}
	}
}

// TestBidRefusesBadKomi checks that a proposal outside SPEC.md's
// -?[0-9]+(\.[0-9])? is refused and the bid still waits for one.
func TestBidRefusesBadKomi(t *testing.T) {
	b, _ := NewBid(nil, [2]string{board.Human, club})
	for _, k := range []string{"", "6.25", "abc", "+3", "6."} {
		if err := b.Propose(k); err == nil || b.Stage() != Propose {
			t.Errorf("Propose(%q): stage %v, err %v; want refused", k, b.Stage(), err)
		}
	}
	if err := b.Propose("-0.5"); err != nil || b.Komi != -5 {
		t.Errorf("Propose(-0.5): komi %v, %v", b.Komi, err)
	}
}

// TestBidAIProposes checks that an AI first bidder proposes its fair komi
// at once, a half point on every side (no draws), and the person then
// chooses; with the default options the size is 9.
func TestBidAIProposes(t *testing.T) {
	for size := carteso.MinSize; size <= carteso.MaxSize; size++ {
		b, err := NewBid(rules.Options{"size": strconv.Itoa(size), "komi": "99"}, [2]string{club, board.Human})
		if err != nil || b.Stage() != Choose {
			t.Fatalf("side %d: stage %v, %v; want Choose", size, b.Stage(), err)
		}
		if b.Komi != b.FairKomi() || float64(b.Komi)/10 != aicarteso.FairKomi(size) || b.Komi%10 != 5 && b.Komi%10 != -5 {
			t.Errorf("side %d: proposed %v, FairKomi %v", size, b.Komi, aicarteso.FairKomi(size))
		}
		if err := b.Take(false); err != nil {
			t.Fatal(err)
		}
		if got, want := b.Sides(), [2]string{club, board.Human}; got != want {
			t.Errorf("side %d: sides %v, want %v", size, got, want)
		}
		if got := b.Options()["komi"]; got != b.Komi.String() {
			t.Errorf("side %d: komi option %q, want %q", size, got, b.Komi)
		}
	}
	if b, _ := NewBid(nil, [2]string{club, board.Human}); b.Size != carteso.DefaultSize {
		t.Errorf("default size %d", b.Size)
	}
}

// TestBidAIChooses checks the AI's choice against lopsided komis: offered
// ten points for horizontal it takes horizontal, offered minus ten it
// takes vertical; the person's proposal is kept either way.
func TestBidAIChooses(t *testing.T) {
	for _, c := range []struct {
		komi     string
		vertical bool
	}{{"10", false}, {"-10", true}} {
		b, _ := NewBid(rules.Options{"size": "9"}, [2]string{board.Human, club})
		if err := b.Propose(c.komi); err != nil || b.Stage() != Done {
			t.Fatalf("komi %s: stage %v, %v; want Done", c.komi, b.Stage(), err)
		}
		if b.Vertical != c.vertical {
			t.Errorf("komi %s: the AI took vertical %v, want %v", c.komi, b.Vertical, c.vertical)
		}
		want := [2]string{board.Human, club}
		if c.vertical {
			want = [2]string{club, board.Human}
		}
		if b.Sides() != want || b.Options()["komi"] != c.komi {
			t.Errorf("komi %s: sides %v, options %v", c.komi, b.Sides(), b.Options())
		}
	}
}

// TestBidAIBoth checks that two AIs settle the bid at once, as the AI's
// rules say: the fair komi, then the side ChooseSide picks at it.
func TestBidAIBoth(t *testing.T) {
	b, err := NewBid(rules.Options{"size": "13"}, [2]string{"a", "b"})
	if err != nil || b.Stage() != Done {
		t.Fatalf("stage %v, %v", b.Stage(), err)
	}
	if b.Vertical != aicarteso.ChooseSide(13, aicarteso.FairKomi(13)) {
		t.Errorf("vertical %v", b.Vertical)
	}
	if _, err := NewBid(rules.Options{"size": "4"}, [2]string{"a", "b"}); err == nil {
		t.Errorf("a bid on a side-4 board is started")
	}
}
