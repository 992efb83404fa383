package chance

import (
	"io"
	"math"
	"strconv"
	"strings"
)

// Sample is one position of a self-play game: the rating of its best move
// and the result its player to move went on to get.
type Sample struct {
	Game   int     // the game's number in its collection
	X      float64 // the best move's raw rating (Rating.X)
	Proven bool    // the search proved the result: Exact is the chance
	Exact  float64 // the proven chance, when Proven
	Won    float64 // what the player to move got: 1 won, ½ drawn, 0 lost
}

// Predict returns the chance l gives s: its proven chance, or its
// rating's.
func (l Logistic) Predict(s Sample) float64 {
	if s.Proven {
		return s.Exact
	}
	return l.Chance(s.X)
}

// Bins is how many bins a Table has: chances 0–10%, 10–20%, … 90–100%.
const Bins = 10

// Bin is the positions whose predicted chance fell in one tenth.
type Bin struct {
	Count     int     `json:"count"`     // positions in the bin
	Predicted float64 `json:"predicted"` // their mean predicted chance
	Observed  float64 `json:"observed"`  // their mean result (the share won, a draw counting half)
}

// Table is a calibration table: predicted chances against results, in
// Bins bins.
type Table [Bins]Bin

// Measure bins the chances l predicts for samples against their results.
func Measure(l Logistic, samples []Sample) Table {
	var t Table
	for _, s := range samples {
		p := l.Predict(s)
		b := &t[min(int(p*Bins), Bins-1)]
		b.Count++
		b.Predicted += p
		b.Observed += s.Won
	}
	for i := range t {
		if n := float64(t[i].Count); n > 0 {
			t[i].Predicted /= n
			t[i].Observed /= n
		}
	}
	return t
}

// Error is the table's mean absolute calibration error, 0 to 1: the gap
// between predicted and observed in each bin, weighted by the bin's
// positions.
func (t Table) Error() float64 {
	sum, n := 0.0, 0
	for _, b := range t {
		sum += float64(b.Count) * math.Abs(b.Predicted-b.Observed)
		n += b.Count
	}
	if n == 0 {
		return 0
	}
	return sum / float64(n)
}

// Count is the positions the table holds.
func (t Table) Count() int {
	n := 0
	for _, b := range t {
		n += b.Count
	}
	return n
}

// Write prints the table, a row a bin, and its error.
func (t Table) Write(w io.Writer) error {
	var b strings.Builder
	b.WriteString("bin       positions predicted  observed\n")
	for i, bin := range t {
		b.WriteString(pad(strconv.Itoa(10*i), 3) + "–" + pad(strconv.Itoa(10*(i+1)), 3) + "% " +
			pad(strconv.Itoa(bin.Count), 9) + " " + pad(percent(bin.Predicted), 8) + "% " +
			pad(percent(bin.Observed), 8) + "%\n")
	}
	b.WriteString("mean absolute calibration error: " + strconv.FormatFloat(100*t.Error(), 'f', 2, 64) +
		" points over " + strconv.Itoa(t.Count()) + " positions\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// percent writes the chance x as a percentage with one decimal, as "62.5".
func percent(x float64) string {
	return strconv.FormatFloat(100*x, 'f', 1, 64)
}

// pad right-aligns s in width columns, with spaces before it.
func pad(s string, width int) string {
	if len(s) >= width {
		return s
	}
	return strings.Repeat(" ", width-len(s)) + s
}

// Brier is the mean squared gap between the chances l predicts for
// samples and their results, 0 (perfect) to 1: unlike a table's Error,
// which a constant ½ keeps near 0, it rewards chances that tell the
// positions apart (a constant ½ scores 0.25).
func Brier(l Logistic, samples []Sample) float64 {
	if len(samples) == 0 {
		return 0
	}
	sum := 0.0
	for _, s := range samples {
		d := l.Predict(s) - s.Won
		sum += d * d
	}
	return sum / float64(len(samples))
}
