package match

// Tally is the outcome of a match of A against B, from A's side; A takes
// seat 0 (moves first) in the even games and seat 1 in the odd ones.
type Tally struct {
	Games     int
	Wins      int // games A won
	Draws     int
	Losses    int // games B won
	FirstWins int // games the first seat (who moved first) won
	Plies     int // moves played, summed over the games
	Turns     int // turns played (runs of plies by one player), summed
}

// MeanPlies returns the mean game length in plies.
func (t Tally) MeanPlies() float64 { return float64(t.Plies) / float64(max(t.Games, 1)) }

// MeanTurns returns the mean game length in turns.
func (t Tally) MeanTurns() float64 { return float64(t.Turns) / float64(max(t.Games, 1)) }

// Count counts game g, which ended as o.
func (t *Tally) Count(g int, o Outcome) {
	t.Games++
	t.Plies += o.Plies
	t.Turns += o.Turns
	switch o.Seat {
	case -1:
		t.Draws++
	case g % 2:
		t.Wins++
	default:
		t.Losses++
	}
	if o.Seat == 0 {
		t.FirstWins++
	}
}

// Add returns the tally of both matches, u played after t.
func (t Tally) Add(u Tally) Tally {
	return Tally{Games: t.Games + u.Games, Wins: t.Wins + u.Wins, Draws: t.Draws + u.Draws, Losses: t.Losses + u.Losses,
		FirstWins: t.FirstWins + u.FirstWins, Plies: t.Plies + u.Plies, Turns: t.Turns + u.Turns}
}
