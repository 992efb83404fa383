package site

import (
	"bytes"
	"io/fs"
	"sync"
	"time"
)

// FetchFS is a read-only fs.FS over a static file server that serves the
// build's files at their URL paths (PagePath), as Workers Static Assets
// does: the Worker reads its pages through it. Get returns the body at a
// URL path, or an error wrapping fs.ErrNotExist.
type FetchFS func(urlPath string) ([]byte, error)

// Remembered returns f keeping each file it fetched, for files that never
// change while it is in use: a second Open of a file fetches nothing.
// Failed fetches are not kept. It is safe for concurrent use.
func (f FetchFS) Remembered() FetchFS {
	var files sync.Map
	return func(urlPath string) ([]byte, error) {
		if data, ok := files.Load(urlPath); ok {
			return data.([]byte), nil
		}
		data, err := f(urlPath)
		if err == nil {
			files.Store(urlPath, data)
		}
		return data, err
	}
}

// Open fetches the file name.
func (f FetchFS) Open(name string) (fs.File, error) {
	if !fs.ValidPath(name) {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrInvalid}
	}
	data, err := f(PagePath(name))
	if err != nil {
		return nil, &fs.PathError{Op: "open", Path: name, Err: err}
	}
	return &fetchedFile{name: name, Reader: bytes.NewReader(data), size: int64(len(data))}, nil
}

// fetchedFile is a fetched body as an fs.File; it is its own FileInfo.
type fetchedFile struct {
	*bytes.Reader
	name string
	size int64
}

func (f *fetchedFile) Stat() (fs.FileInfo, error) { return f, nil }
func (f *fetchedFile) Close() error               { return nil }
func (f *fetchedFile) Name() string               { return f.name }
func (f *fetchedFile) Size() int64                { return f.size }
func (f *fetchedFile) Mode() fs.FileMode          { return 0o444 }
func (f *fetchedFile) ModTime() time.Time         { return time.Time{} }
func (f *fetchedFile) IsDir() bool                { return false }
func (f *fetchedFile) Sys() any                   { return nil }
