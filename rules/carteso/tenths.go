package carteso

import "strconv"

// Tenths is a number of points counted in tenths, so that a komi such as
// 6.5 is kept exactly: Tenths(65) is 6.5 points.
type Tenths int64

// String writes t as docs/rules.md writes a komi: "6.5", "7", "-0.5".
func (t Tenths) String() string {
	sign, a := "", int64(t)
	if a < 0 {
		sign, a = "-", -a
	}
	s := sign + strconv.FormatInt(a/10, 10)
	if a%10 != 0 {
		s += "." + strconv.FormatInt(a%10, 10)
	}
	return s
}

// MarshalJSON writes t as a JSON number: 6.5, 7, -0.5.
func (t Tenths) MarshalJSON() ([]byte, error) { return []byte(t.String()), nil }
