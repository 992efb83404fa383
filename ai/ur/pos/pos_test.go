package pos

import (
	"math/rand/v2"
	"slices"
	"testing"

	"tessera/rules/ur"
)

// TestAgainstRules plays seeded random games with 1..7 pieces through
// rules/ur and checks, before every move, that Moves lists the pieces
// LegalFor does for every roll, and after it that Play (or Pass) reaches
// the position rules/ur reached.
func TestAgainstRules(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	positions := 0
	for g := range 140 {
		s := ur.New(ur.Options{Pieces: 1 + g%ur.MaxPieces})
		for !s.Result().Over {
			p := FromState(s)
			for roll := 0; roll <= ur.MaxRoll; roll++ {
				if got, want := p.Moves(roll, nil), rulesMoves(s, roll); !slices.Equal(got, want) {
					t.Fatalf("game %d, roll %d: Moves %v, rules %v", g, roll, got, want)
				}
			}
			roll := ur.Roll(r)
			legal := s.LegalFor(roll, nil)
			m := legal[r.IntN(len(legal))]
			if st := s.Describe(m); st.Bare {
				p.Pass()
			} else {
				from, _ := ur.PathIndex(st.Player, st.From)
				if got := RulesMove(s, roll, from); got != m {
					t.Fatalf("game %d: RulesMove(%d, %d) = %v, want %v", g, roll, from, got, m)
				}
				p.Play(from, roll)
			}
			s.Apply(m)
			if want := FromState(s); p != want {
				t.Fatalf("game %d after %s: Play gives %+v, rules %+v", g, s.Token(m), p, want)
			}
			if p.Over() != s.Result().Over {
				t.Fatalf("game %d: Over %v, rules %v", g, p.Over(), s.Result().Over)
			}
			positions++
		}
	}
	t.Logf("%d positions checked", positions)
}

// rulesMoves lists the path indices of the pieces rules/ur lets move.
func rulesMoves(s *ur.State, roll int) []int8 {
	var out []int8
	for _, m := range s.LegalFor(roll, nil) {
		if st := s.Describe(m); !st.Bare {
			i, _ := ur.PathIndex(st.Player, st.From)
			out = append(out, int8(i))
		}
	}
	slices.Sort(out)
	return out
}

// TestKeyDistinguishes checks that positions met in seeded games share a
// key only when they are equal.
func TestKeyDistinguishes(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	seen := map[uint64]Pos{}
	for g := range 50 {
		s := ur.New(ur.Options{Pieces: 1 + g%ur.MaxPieces})
		for !s.Result().Over {
			p := FromState(s)
			if q, ok := seen[p.Key()]; ok && q != p {
				t.Fatalf("key %x shared by %+v and %+v", p.Key(), p, q)
			}
			seen[p.Key()] = p
			legal := s.LegalFor(ur.Roll(r), nil)
			s.Apply(legal[r.IntN(len(legal))])
		}
	}
	if len(seen) < 1000 {
		t.Fatalf("only %d positions seen", len(seen))
	}
}
