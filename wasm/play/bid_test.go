package play_test

import (
	"testing"

	"tessera/rules"
	"tessera/rules/carteso"
	"tessera/rules/iris"
	"tessera/wasm/board"
	"tessera/wasm/play"
)

// TestBidPeople walks a bid between two people: the first proposes, the
// second takes a side; the one who takes the first player's side (Carteso's
// vertical) is seat 0.
func TestBidPeople(t *testing.T) {
	for _, took := range []rules.Player{rules.First, rules.Second} {
		b, err := play.NewBid(carteso.Game{}, rules.Options{"size": "7", "komi": "0.5"}, [2]string{"proposer", "chooser"})
		if err != nil || b.Stage() != play.Propose {
			t.Fatalf("NewBid: %v", err)
		}
		if err := b.Take(took); err == nil {
			t.Errorf("a side taken before the proposal")
		}
		if err := b.Propose("6.0"); err != nil || b.Stage() != play.Choose || b.Proposal != "6" {
			t.Fatalf("Propose(6.0): stage %v, proposal %q, %v", b.Stage(), b.Proposal, err)
		}
		if err := b.Propose("7"); err == nil {
			t.Errorf("a second proposal is taken")
		}
		if err := b.Take(rules.NoPlayer); err == nil || b.Stage() != play.Choose {
			t.Errorf("nobody's side taken")
		}
		if err := b.Take(took); err != nil || b.Stage() != play.Done || b.Taken != took {
			t.Fatalf("Take(%v): stage %v, %v", took, b.Stage(), err)
		}
		want := [2]string{"proposer", "chooser"}
		if took == rules.First {
			want = [2]string{"chooser", "proposer"}
		}
		if got := b.Sides(); got != want {
			t.Errorf("took %v: sides %v, want %v", took, got, want)
		}
		if got := b.Options(); len(got) != 2 || got["size"] != "7" || got["komi"] != "6" {
			t.Errorf("options %v", got)
		}
	}
}

// TestBidRefusesBadProposals checks that a proposal the rules refuse
// leaves the bid waiting for one, and the options unchanged.
func TestBidRefusesBadProposals(t *testing.T) {
	opts := rules.Options{"size": "9", "komi": "0.5"}
	b, err := play.NewBid(carteso.Game{}, opts, [2]string{board.Human, "random"})
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"", "6.25", "abc", "+3", "6."} {
		if err := b.Propose(k); err == nil || b.Stage() != play.Propose || b.Options()["komi"] != "0.5" {
			t.Errorf("Propose(%q): stage %v, err %v; want refused", k, b.Stage(), err)
		}
	}
	if err := b.Propose("-0.5"); err != nil || b.Options()["komi"] != "-0.5" || opts["komi"] != "0.5" {
		t.Errorf("Propose(-0.5): options %v, %v; the options given %v", b.Options(), err, opts)
	}
}

// TestBidDue says whose part the bid waits for: an AI bidder's level, or
// "" for a person's and once done.
func TestBidDue(t *testing.T) {
	b, _ := play.NewBid(carteso.Game{}, rules.Options{"size": "5", "komi": "0.5"}, [2]string{"carteso-mcts-300", board.Human})
	if b.Due() != "carteso-mcts-300" {
		t.Errorf("the AI proposer is not due: %q", b.Due())
	}
	_ = b.Propose("1.5")
	if b.Due() != "" {
		t.Errorf("the person choosing is not due: %q", b.Due())
	}
	b, _ = play.NewBid(carteso.Game{}, rules.Options{"size": "5", "komi": "0.5"}, [2]string{board.Human, "random"})
	_ = b.Propose("1.5")
	if b.Due() != "random" {
		t.Errorf("the AI chooser is not due: %q", b.Due())
	}
	_ = b.Take(rules.Second)
	if b.Due() != "" {
		t.Errorf("the done bid waits for %q", b.Due())
	}
}

// TestNewBidErrors refuses a game without a bid and options the game
// refuses.
func TestNewBidErrors(t *testing.T) {
	if _, err := play.NewBid(iris.Game{}, rules.Options{"size": "7"}, [2]string{}); err == nil {
		t.Error("a bid for Iris")
	}
	if _, err := play.NewBid(carteso.Game{}, rules.Options{"size": "4", "komi": "0.5"}, [2]string{}); err == nil {
		t.Error("a bid on a side-4 board")
	}
}
