package words

import (
	"strconv"
	"strings"

	"tessera/rules"
)

// Title returns s with its first letter in upper case: "black" is
// "Black". s is plain ASCII at its start and not empty.
func Title(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

// Count writes n things: "1 stone", "3 stones" (thing's plural takes an
// s).
func Count(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return strconv.Itoa(n) + " " + thing + "s"
}

// List writes items as "a1, b2", or none when there is none.
func List(items []string, none string) string {
	if len(items) == 0 {
		return none
	}
	return strings.Join(items, ", ")
}

// Side returns looks' name of player p (each player named with the look
// of their pieces), and "" for rules.NoPlayer: a view's Side.
func Side(looks [2]string, p rules.Player) string {
	if p == rules.NoPlayer {
		return ""
	}
	return looks[p]
}

// After returns s as a sentence to add after others: " " and s, or ""
// for no sentence.
func After(s string) string {
	if s == "" {
		return ""
	}
	return " " + s
}

// Won says whether r is a finished game with a winner (no draw): the
// games a view's Why explains.
func Won(r rules.Result) bool { return r.Over && r.Winner != rules.NoPlayer }
