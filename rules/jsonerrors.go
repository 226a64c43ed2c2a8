package rules

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
)

// DecodeJSON decodes data, which must hold exactly one JSON value, into v;
// what names the value in messages ("replay", "save"). With strict set, a
// field v does not have is refused. Errors are *DamagedError, with the line
// and column at fault where the decoder knows them.
func DecodeJSON(data []byte, v any, what string, strict bool) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	if strict {
		dec.DisallowUnknownFields()
	}
	if err := dec.Decode(v); err != nil {
		return jsonDamage(data, err, what)
	}
	if dec.More() {
		line, col := lineCol(data, int(dec.InputOffset()))
		return &DamagedError{Line: line, Col: col, Reason: "unexpected data after the end of the " + what}
	}
	return nil
}

func jsonDamage(data []byte, err error, what string) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		// Offset counts the bytes read, the bad one included.
		line, col := lineCol(data, int(syn.Offset)-1)
		return &DamagedError{Line: line, Col: col, Reason: syn.Error()}
	case errors.As(err, &typ):
		line, col := lineCol(data, int(typ.Offset))
		return &DamagedError{Line: line, Col: col, Reason: typeReason(typ, what)}
	case errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF):
		line, col := lineCol(data, len(data))
		return &DamagedError{Line: line, Col: col, Reason: "the file ends too early (truncated?)"}
	case errors.Is(err, errNotPair):
		if n, off, ok := findBadStep(data); ok {
			line, col := lineCol(data, off)
			return &DamagedError{Line: line, Col: col, Reason: fmt.Sprintf("action %d: %v", n, errNotPair)}
		}
	}
	return &DamagedError{Reason: strings.TrimPrefix(err.Error(), "json: ")}
}

// typeReason says in words, rather than in Go's types, which field of the
// file (what) holds a value of the wrong kind.
func typeReason(typ *json.UnmarshalTypeError, what string) string {
	if typ.Field == "" {
		return fmt.Sprintf("the %s must be a JSON object, found %s", what, jsonFound(typ.Value))
	}
	if n, ok := strings.CutPrefix(typ.Value, "number "); ok {
		switch typ.Type.Kind() {
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			return fmt.Sprintf("field %q: %s is not a whole number in range", typ.Field, n)
		case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
			return fmt.Sprintf("field %q: %s is not a whole number from 0 in range", typ.Field, n)
		}
	}
	return fmt.Sprintf("field %q: expected %s, found %s", typ.Field, jsonKind(typ.Type), jsonFound(typ.Value))
}

// jsonKind names what a JSON value decoded into t must be.
func jsonKind(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return "a whole number"
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number from 0"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Slice, reflect.Array:
		return "a list"
	case reflect.Pointer:
		return jsonKind(t.Elem())
	}
	return "an object"
}

// jsonFound names the JSON value the decoder found ("number 1.5", "array").
func jsonFound(v string) string {
	switch {
	case strings.HasPrefix(v, "number "):
		return "the " + v
	case v == "bool":
		return "true or false"
	case strings.HasPrefix(v, "array") || strings.HasPrefix(v, "object"):
		return "an " + v
	}
	return "a " + v
}

// findBadStep returns the number (from 1) and the offset of the first
// element of the actions that is not a pair of strings, the decoder's own
// error not saying where it is. The actions are looked for where replays
// and saves keep them: in the top-level object, or in the object under its
// "replay" key (keys match in any case, as for the decoder).
func findBadStep(data []byte) (n, off int, ok bool) {
	dec := json.NewDecoder(bytes.NewReader(data))
	type level struct {
		object, wantKey bool
		under           string // the key of the object holding this one
	}
	var stack []level
	key := ""
	push := func(object bool) {
		under := ""
		if len(stack) > 0 && stack[len(stack)-1].object {
			under = key
		}
		stack = append(stack, level{object: object, wantKey: object, under: under})
	}
	done := func() { // a value ended: in an object, a key comes next
		if len(stack) > 0 && stack[len(stack)-1].object {
			stack[len(stack)-1].wantKey = true
		}
	}
	for {
		tok, err := dec.Token()
		if err != nil {
			return 0, 0, false
		}
		if len(stack) > 0 && stack[len(stack)-1].wantKey {
			if tok == json.Delim('}') {
				stack = stack[:len(stack)-1]
				done()
			} else {
				key, _ = tok.(string)
				stack[len(stack)-1].wantKey = false
			}
			continue
		}
		switch tok {
		case json.Delim('{'):
			push(true)
		case json.Delim('['):
			steps := strings.EqualFold(key, "actions") && stack[len(stack)-1].object &&
				(len(stack) == 1 || len(stack) == 2 && strings.EqualFold(stack[1].under, "replay"))
			if !steps {
				push(false)
				continue
			}
			for i := 1; dec.More(); i++ {
				at := int(dec.InputOffset())
				for at < len(data) && strings.IndexByte(" \t\r\n,", data[at]) >= 0 {
					at++
				}
				var raw json.RawMessage
				if dec.Decode(&raw) != nil {
					return 0, 0, false
				}
				var s Step
				if s.UnmarshalJSON(raw) != nil {
					return i, at, true
				}
			}
			if _, err := dec.Token(); err != nil { // the closing ]
				return 0, 0, false
			}
			done()
		case json.Delim(']'):
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
			done()
		default:
			done()
		}
	}
}

func lineCol(data []byte, off int) (int, int) {
	off = min(max(off, 0), len(data))
	line := 1 + bytes.Count(data[:off], []byte("\n"))
	col := off - bytes.LastIndexByte(data[:off], '\n')
	return line, col
}
