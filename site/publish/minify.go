package publish

import (
	"fmt"
	"path"
	"sync"

	"github.com/tdewolff/minify/v2"
	"github.com/tdewolff/minify/v2/css"
	"github.com/tdewolff/minify/v2/js"
)

// The stylesheets and scripts are served minified (comments and spaces
// gone, local names shortened): a first visit's before its board can be
// played are a third smaller as brotli, 6 KB of a megabyte (issue 23).
// The build minifies an asset after rewriting its references and before
// hashing it, and fails on a script that does not parse.

// minifiers are the minifiers of the assets' extensions.
var minifiers = sync.OnceValue(func() *minify.M {
	m := minify.New()
	m.AddFunc(".css", css.Minify)
	m.AddFunc(".js", js.Minify)
	return m
})

// minified returns data, the content of the asset key, minified if it is
// a stylesheet or a script.
func minified(key string, data []byte) ([]byte, error) {
	ext := path.Ext(key)
	if ext != ".css" && ext != ".js" {
		return data, nil
	}
	out, err := minifiers().Bytes(ext, data)
	if err != nil {
		return nil, fmt.Errorf("build: %s: %v", key, err)
	}
	return out, nil
}
