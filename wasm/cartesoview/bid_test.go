package cartesoview

import (
	"strings"
	"testing"

	"tessera/rules"
)

// TestBidWords checks the bid's words: the proposer asked with the fair
// komi and the board's side, the chooser asked with the komi offered, the
// buttons, and the notice of the outcome.
func TestBidWords(t *testing.T) {
	var v View
	if propose, take, rule := v.BidParts(); propose != "proposes the komi" || take != "then takes a side" || !strings.Contains(rule, "vertical, who moves first") {
		t.Errorf("BidParts = %q, %q, %q", propose, take, rule)
	}
	ask, hint := v.AskProposal("you", "the computer (Beginner)", "-1.5", rules.Options{"size": "7", "komi": "0.5"})
	if !strings.HasPrefix(ask, "You: propose a komi") || !strings.Contains(ask, "Then the computer (Beginner) takes vertical") {
		t.Errorf("AskProposal: %q", ask)
	}
	if !strings.HasPrefix(hint, "The computer finds -1.5 fair on a 7×7 board.") {
		t.Errorf("AskProposal's hint: %q", hint)
	}
	if got, want := v.AskSide("the first player", "the second player", "3"), "The first player proposes a komi of 3 for horizontal. The second player: which side do you take?"; got != want {
		t.Errorf("AskSide = %q, want %q", got, want)
	}
	if v.TakeSide(rules.First, "3") != "Vertical: move first" || v.TakeSide(rules.Second, "3") != "Horizontal: 3 komi" {
		t.Errorf("TakeSide: %q, %q", v.TakeSide(rules.First, "3"), v.TakeSide(rules.Second, "3"))
	}
	if got, want := v.SayBid("you", "the computer (Beginner)", "10.5", rules.Second), "You proposed a komi of 10.5; the computer (Beginner) took horizontal."; got != want {
		t.Errorf("SayBid = %q, want %q", got, want)
	}
}
