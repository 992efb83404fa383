package rules

import (
	"errors"
	"strconv"
	"strings"
)

// OptionKind says what values an Option takes, so that ParseOptions can
// judge them and a page can offer the control they make (a select, a
// switch, a number field).
type OptionKind int8

// The kinds of options.
const (
	// OneOf takes one of the Option's Choices.
	OneOf OptionKind = iota
	// Switch takes On or Off.
	Switch
	// Whole takes a whole number from Min to Max, written without sign or
	// leading zero.
	Whole
	// Decimal takes a number with at most one decimal, -?[0-9]+(\.[0-9])?,
	// from Min to Max.
	Decimal
)

// The values of a Switch.
const (
	On  = "on"
	Off = "off"
)

// Values lists the values o takes when they are few enough to choose from
// (OneOf, Switch, and Whole with at most maxListed values), in order; nil
// for a number field.
func (o Option) Values() []string {
	switch o.Kind {
	case OneOf:
		return o.Choices
	case Switch:
		return []string{On, Off}
	case Whole:
		lo, _ := strconv.Atoi(o.Min)
		hi, _ := strconv.Atoi(o.Max)
		if hi-lo >= maxListed {
			return nil
		}
		var vs []string
		for n := lo; n <= hi; n++ {
			vs = append(vs, strconv.Itoa(n))
		}
		return vs
	}
	return nil
}

// maxListed is the most values of a Whole option Values lists.
const maxListed = 8

// Takes says whether o takes the value v.
func (o Option) Takes(v string) bool {
	switch o.Kind {
	case OneOf:
		for _, c := range o.Choices {
			if v == c {
				return true
			}
		}
		return false
	case Switch:
		return v == On || v == Off
	case Whole:
		n, err := strconv.Atoi(v)
		lo, _ := strconv.Atoi(o.Min)
		hi, _ := strconv.Atoi(o.Max)
		return err == nil && strconv.Itoa(n) == v && lo <= n && n <= hi
	case Decimal:
		x, ok := decimal(v)
		lo, _ := decimal(o.Min)
		hi, _ := decimal(o.Max)
		return ok && lo <= x && x <= hi
	}
	return false
}

// decimal reads v, written -?[0-9]+(\.[0-9])?, exactly, in tenths: "-6.5"
// is -65. A value too large for an int64 reads as the largest one of its
// sign, which no option's range reaches.
func decimal(v string) (tenths int64, ok bool) {
	s := strings.TrimPrefix(v, "-")
	whole, frac, dot := strings.Cut(s, ".")
	if whole == "" || !digits(whole) || dot && (len(frac) != 1 || !digits(frac)) {
		return 0, false
	}
	if !dot {
		frac = "0"
	}
	x, err := strconv.ParseInt(whole+frac, 10, 64)
	if err != nil && !errors.Is(err, strconv.ErrRange) {
		return 0, false
	}
	if v != s {
		x = -x
	}
	return x, true
}

func digits(s string) bool {
	return strings.Trim(s, "0123456789") == ""
}

// rule says, for developers, what values o takes: "a number from 5 to 8".
func (o Option) rule() string {
	switch o.Kind {
	case Whole:
		return "a number from " + o.Min + " to " + o.Max
	case Decimal:
		return "a number with at most one decimal, from " + o.Min + " to " + o.Max
	}
	return orList(o.Values())
}

// fix tells a player what to give o instead of v.
func (o Option) fix(v string) string {
	switch o.Kind {
	case Whole:
		return "choose a whole number from " + o.Min + " to " + o.Max
	case Decimal:
		if _, ok := decimal(v); ok {
			return "choose a number from " + o.Min + " to " + o.Max
		}
		return "write a number with at most one decimal, as 6.5, 7 or -0.5"
	}
	return "choose " + orList(o.Values())
}

// orList writes items as "a, b or c".
func orList(items []string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " or " + items[len(items)-1]
}
