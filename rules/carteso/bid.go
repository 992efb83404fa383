package carteso

import "tessera/rules"

// BidOption returns "komi": Carteso's bid settles the komi (docs/rules.md,
// Bidding), the first player proposing it and the second then taking
// vertical, who moves first, or horizontal.
func (Game) BidOption() string { return optKomi }

// ParseProposal reads a proposed komi as ParseKomi does ("6.5", "7",
// "-0.5") and returns it as the komi option's value.
func (Game) ParseProposal(s string) (string, error) {
	k, err := ParseKomi(s)
	if err != nil {
		return "", err
	}
	return k.String(), nil
}

var _ rules.Bidding = Game{}
