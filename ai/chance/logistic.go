package chance

import "math"

// Logistic maps a raw rating x to the chance 1/(1+e^-(A·x+B)).
type Logistic struct {
	A float64 `json:"a"`
	B float64 `json:"b"`
}

// Chance returns x's chance, 0 to 1.
func (l Logistic) Chance(x float64) float64 { return 1 / (1 + math.Exp(-(l.A*x + l.B))) }

// ridge keeps the fit finite when the samples separate perfectly.
const ridge = 1e-3

// Fit returns the Logistic that best predicts the samples' results from
// their ratings (maximum likelihood, a draw counting half a win), by
// Newton's method. Proven samples are left out: their chances need no
// mapping. With no sample to fit it returns the identity of logits, A 1
// and B 0.
func Fit(samples []Sample) Logistic {
	l := Logistic{A: 1}
	for range 50 {
		var ga, gb, haa, hab, hbb float64 // gradient and Hessian of the log-likelihood
		n := 0
		for _, s := range samples {
			if s.Proven {
				continue
			}
			n++
			p := l.Chance(s.X)
			e, w := s.Won-p, p*(1-p)
			ga += e * s.X
			gb += e
			haa += w * s.X * s.X
			hab += w * s.X
			hbb += w
		}
		if n == 0 {
			return l
		}
		ga -= ridge * l.A
		haa += ridge
		hbb += ridge
		det := haa*hbb - hab*hab
		if det <= 0 {
			return l
		}
		da, db := (hbb*ga-hab*gb)/det, (haa*gb-hab*ga)/det
		l.A += da
		l.B += db
		if math.Abs(da)+math.Abs(db) < 1e-9 {
			break
		}
	}
	return l
}
