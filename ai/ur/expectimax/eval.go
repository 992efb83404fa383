package expectimax

import (
	"math"
	"math/bits"

	"tessera/rules"
	"tessera/rules/ur"
)

// Evaluation weights: a logistic model of the side to move's chance to
// win, fitted (Newton's method) on every third position (about 770,000) of
// 12,000 seeded Expectimax-2 self-play games, whose evaluation was the same
// model fitted on games of an earlier one.
const (
	// bias is the worth of being the side about to roll.
	bias = 0.0569
	// centre is the worth of holding the shared rosette: safe, an extra
	// roll behind it, and a wall in the opponent's way.
	centre = 0.4591
	// riskOwn and riskTheirs weigh the steps a piece would lose if taken,
	// times the chance that the opponent's next roll takes it: for the
	// side to move, who may first move it away or take the attacker, and
	// for the other side, whose pieces this very roll attacks.
	riskOwn    = 0.0072
	riskTheirs = 0.0146
	// limit keeps every evaluation strictly inside (-1, 1), the worths of
	// a lost and a won game.
	limit = 0.98
)

// squareWorth is the worth of a piece on each path index, the finish pool
// last, before dividing by the square root of the steps both sides have
// left: a lead counts for more as the race shortens. It is not linear: L0
// and M3 count less (their extra roll is spent, and M3's hold is worth
// centre), and a piece on L6 less than on L7, as it needs an exact 1 to
// bear off.
var squareWorth = [ur.PathLen]float64{
	0, 0.5680, 0.8519, 1.1695, 0.7850, 1.3918, 1.5480, 1.9971,
	0.0989, 3.0230, 3.2990, 3.9007, 4.5317, 4.9916, 4.1149, 5.7299,
}

// Evaluate returns the worth of p for its side to move, in (-1, 1): 2w-1
// for w the chance that it wins estimated by a logistic model of where
// the pieces stand (squareWorth), who holds the central rosette and the
// pieces at risk. p must not be over.
func Evaluate(p *ur.State) float64 {
	me, opp := p.ToMove(), p.ToMove().Other()
	worthMe, stepsMe, centreMe, riskMe := side(p, me)
	worthOpp, stepsOpp, centreOpp, riskOpp := side(p, opp)
	left := float64(2*ur.FinishIndex)*float64(p.Options().Pieces) - stepsMe - stepsOpp
	z := bias + (worthMe-worthOpp)/math.Sqrt(left+1) + centre*(centreMe-centreOpp) -
		riskOwn*riskMe + riskTheirs*riskOpp
	return limit * math.Tanh(z/2)
}

// side returns, for s, the squareWorth of its pieces, the steps they have
// made, whether it holds the central rosette (0 or 1), and the steps its
// pieces stand to lose to the opponent's next roll.
func side(p *ur.State, s rules.Player) (worth, steps, centre, risk float64) {
	home := float64(p.Home(s))
	worth, steps = squareWorth[ur.FinishIndex]*home, float64(ur.FinishIndex)*home
	opp := p.Board(s.Other())
	for b := p.Board(s); b != 0; b &= b - 1 {
		i := bits.TrailingZeros16(b)
		worth += squareWorth[i]
		steps += float64(i)
		switch {
		case i == ur.SafeIndex:
			centre = 1
		case ur.IsSharedIndex(i):
			risk += float64(i) * hitChance(opp, i)
		}
	}
	return worth, steps, centre, risk
}

// hitChance is the chance that the next roll brings one of the opponent
// pieces on board (bits of opp) onto path index i: the chances of the
// distinct distances 1..4 between them.
func hitChance(opp uint16, i int) float64 {
	c := 0
	for d := 1; d <= ur.MaxRoll && d < i; d++ {
		if opp&(1<<(i-d)) != 0 {
			c += ur.RollChance(d)
		}
	}
	return float64(c) / 16
}
