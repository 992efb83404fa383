package rules

// Wrap returns err with context before its message, "context: message", as
// fmt.Errorf("%s: %w", context, err) would: errors.Is and errors.As see err
// through it. The browser's programs link no fmt (docs/architecture.md),
// so the packages they import wrap their errors with Wrap.
func Wrap(context string, err error) error {
	return &wrapped{context + ": " + err.Error(), err}
}

type wrapped struct {
	msg string
	err error
}

func (w *wrapped) Error() string { return w.msg }
func (w *wrapped) Unwrap() error { return w.err }
