package carteso_test

import (
	"strconv"
	"testing"

	"tessera/ai/carteso"
	"tessera/rules"
	rc "tessera/rules/carteso"
)

// TestBidderProposes checks the proposal on every side: FairKomi, written
// as the komi option, a half point (no draws).
func TestBidderProposes(t *testing.T) {
	for size := rc.MinSize; size <= rc.MaxSize; size++ {
		v, err := carteso.Bidder{}.Propose(rules.Options{"size": strconv.Itoa(size), "komi": "99"})
		if err != nil {
			t.Fatal(err)
		}
		k, err := rc.ParseKomi(v)
		if err != nil || float64(k)/10 != carteso.FairKomi(size) || k%10 != 5 && k%10 != -5 {
			t.Errorf("side %d: proposed %q (%v), FairKomi %v", size, v, err, carteso.FairKomi(size))
		}
	}
	if _, err := (carteso.Bidder{}).Propose(rules.Options{"size": "4"}); err == nil {
		t.Error("a komi proposed for a side-4 board")
	}
}

// TestBidderTakes checks the side taken against lopsided komis: offered
// ten points for horizontal it takes horizontal, offered minus ten it
// takes vertical; at the fair komi it takes what ChooseSide says.
func TestBidderTakes(t *testing.T) {
	for komi, want := range map[string]rules.Player{"10": rules.Second, "-10": rules.First} {
		if p, err := (carteso.Bidder{}).Take(rules.Options{"size": "9", "komi": komi}); err != nil || p != want {
			t.Errorf("komi %s: took %v, %v; want %v", komi, p, err, want)
		}
	}
	fair := carteso.FairKomi(13)
	p, err := carteso.Bidder{}.Take(rules.Options{"size": "13", "komi": strconv.FormatFloat(fair, 'f', 1, 64)})
	if err != nil || (p == rules.First) != carteso.ChooseSide(13, fair) {
		t.Errorf("at the fair komi %v: took %v, %v", fair, p, err)
	}
	if _, err := (carteso.Bidder{}).Take(rules.Options{"komi": "six"}); err == nil {
		t.Error("a side taken offered no komi")
	}
}
