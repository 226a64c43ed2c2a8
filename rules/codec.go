package rules

import (
	"encoding/binary"
	"errors"
	"fmt"
)

// Writer builds a canonical binary encoding: the same values written in the
// same order always give the same bytes. Rulesets use it for Encode.
type Writer struct {
	buf []byte
}

// NewWriter returns a writer that writes into buf's storage from its start
// (buf may be nil); pass a stack array's slice to avoid allocating.
func NewWriter(buf []byte) *Writer { return &Writer{buf: buf[:0]} }

// Data returns the bytes written so far.
func (w *Writer) Data() []byte { return w.buf }

// Uvarint writes an unsigned integer.
func (w *Writer) Uvarint(v uint64) { w.buf = binary.AppendUvarint(w.buf, v) }

// Varint writes a signed integer.
func (w *Writer) Varint(v int64) { w.buf = binary.AppendVarint(w.buf, v) }

// Byte writes one byte.
func (w *Writer) Byte(b byte) { w.buf = append(w.buf, b) }

// Bool writes a boolean as one byte.
func (w *Writer) Bool(b bool) {
	if b {
		w.buf = append(w.buf, 1)
	} else {
		w.buf = append(w.buf, 0)
	}
}

// Raw writes bytes with no length prefix.
func (w *Writer) Raw(b []byte) { w.buf = append(w.buf, b...) }

// Bytes writes a length-prefixed byte string.
func (w *Writer) Bytes(b []byte) {
	w.Uvarint(uint64(len(b)))
	w.buf = append(w.buf, b...)
}

// String writes a length-prefixed string.
func (w *Writer) String(s string) {
	w.Uvarint(uint64(len(s)))
	w.buf = append(w.buf, s...)
}

// Reader reads what a Writer wrote. The first error sticks: later reads return
// zero values, and Err reports where decoding failed.
type Reader struct {
	data []byte
	off  int
	err  error
}

// NewReader returns a reader over data.
func NewReader(data []byte) *Reader { return &Reader{data: data} }

// ErrTruncated is wrapped by Reader errors when the data ends too early.
var ErrTruncated = errors.New("data ends too early")

// Err returns the first decoding error, naming the byte offset.
func (r *Reader) Err() error { return r.err }

// Offset returns the number of bytes consumed.
func (r *Reader) Offset() int { return r.off }

// Done returns an error unless every byte has been consumed without error.
func (r *Reader) Done() error {
	if r.err != nil {
		return r.err
	}
	if r.off != len(r.data) {
		return fmt.Errorf("%d unexpected bytes after the end at byte %d", len(r.data)-r.off, r.off)
	}
	return nil
}

func (r *Reader) fail(what string, err error) {
	if r.err == nil {
		r.err = fmt.Errorf("byte %d, reading %s: %w", r.off, what, err)
	}
}

// Uvarint reads an unsigned integer.
func (r *Reader) Uvarint() uint64 {
	if r.err != nil {
		return 0
	}
	v, n := binary.Uvarint(r.data[r.off:])
	if n <= 0 {
		r.fail("a number", ErrTruncated)
		return 0
	}
	r.off += n
	return v
}

// Varint reads a signed integer.
func (r *Reader) Varint() int64 {
	if r.err != nil {
		return 0
	}
	v, n := binary.Varint(r.data[r.off:])
	if n <= 0 {
		r.fail("a number", ErrTruncated)
		return 0
	}
	r.off += n
	return v
}

// Int reads a signed integer and checks it lies within [lo, hi].
func (r *Reader) Int(what string, lo, hi int) int {
	start := r.off
	v := r.Varint()
	if r.err != nil {
		return 0
	}
	if v < int64(lo) || v > int64(hi) {
		r.off = start // name the offset of the bad value itself
		r.fail(what, fmt.Errorf("%d is outside %d..%d", v, lo, hi))
		return 0
	}
	return int(v)
}

// Byte reads one byte.
func (r *Reader) Byte() byte {
	if r.err != nil {
		return 0
	}
	if r.off >= len(r.data) {
		r.fail("a byte", ErrTruncated)
		return 0
	}
	b := r.data[r.off]
	r.off++
	return b
}

// Bool reads a boolean written by Writer.Bool.
func (r *Reader) Bool() bool {
	start := r.off
	b := r.Byte()
	if b > 1 {
		r.off = start
		r.fail("a flag", fmt.Errorf("value %d is not 0 or 1", b))
	}
	return b == 1
}

// Raw reads n bytes with no length prefix. The result aliases the input.
func (r *Reader) Raw(n int) []byte {
	if r.err != nil {
		return nil
	}
	if n < 0 || n > len(r.data)-r.off {
		r.fail(fmt.Sprintf("%d bytes", n), ErrTruncated)
		return nil
	}
	b := r.data[r.off : r.off+n]
	r.off += n
	return b
}

// Bytes reads a length-prefixed byte string. The result aliases the input.
func (r *Reader) Bytes() []byte {
	n := r.Uvarint()
	if n > uint64(len(r.data)) {
		r.fail("a byte string", ErrTruncated)
		return nil
	}
	return r.Raw(int(n))
}

// String reads a length-prefixed string.
func (r *Reader) String() string { return string(r.Bytes()) }

// Hash64 is the 64-bit FNV-1a hash used for state hashes. It is fixed here,
// not taken from a library that may change, because replay files store it.
func Hash64(data []byte) uint64 {
	h := uint64(14695981039346656037)
	for _, b := range data {
		h ^= uint64(b)
		h *= 1099511628211
	}
	return h
}

// FormatHash formats a state hash as 16 lower-case hex digits, the form used
// in replay files and printed by the command line.
func FormatHash(h uint64) string { return fmt.Sprintf("%016x", h) }
