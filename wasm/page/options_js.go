//go:build js

package page

import (
	"strings"
	"syscall/js"

	"tessera/rules"
)

// optionControl makes the control for o in the new-game dialog, named by
// its key, as what o declares it takes: a switch (a checkbox) for a
// Switch, a select for a few values, a number field with its range for a
// number, labelled with o's help.
func optionControl(o rules.Option) js.Value {
	doc := js.Global().Get("document")
	label := doc.Call("createElement", "label")
	label.Set("textContent", capital(o.Help)+" ")
	var in js.Value
	switch values := o.Values(); {
	case o.Kind == rules.Switch:
		in = doc.Call("createElement", "input")
		in.Set("type", "checkbox")
		label.Get("classList").Call("add", "switch")
	case values != nil:
		in = doc.Call("createElement", "select")
		for _, v := range values {
			opt := doc.Call("createElement", "option")
			opt.Set("value", v)
			opt.Set("textContent", v)
			in.Call("appendChild", opt)
		}
	default:
		in = doc.Call("createElement", "input")
		in.Set("type", "number")
		in.Set("min", o.Min)
		in.Set("max", o.Max)
		in.Set("step", "1")
		if o.Kind == rules.Decimal {
			in.Set("step", "0.1")
		}
		in.Set("autocomplete", "off")
	}
	in.Set("name", o.Key)
	setOption(in, o.Default)
	label.Call("appendChild", in)
	return label
}

// setOption shows the option value v in its control el.
func setOption(el js.Value, v string) {
	if el.Get("type").String() == "checkbox" {
		el.Set("checked", v == rules.On)
		return
	}
	el.Set("value", v)
}

// optionValue reads the option value its control el shows, for
// rules.ParseOptions to judge.
func optionValue(el js.Value) string {
	if el.Get("type").String() == "checkbox" {
		if el.Get("checked").Bool() {
			return rules.On
		}
		return rules.Off
	}
	return strings.TrimSpace(el.Get("value").String())
}
