package main

import (
	"bytes"
	"encoding/xml"
)

// plistEntry is one key of a property list dictionary, with a string or a
// boolean value.
type plistEntry struct {
	Key    string
	String string
	Bool   bool
	IsBool bool // IsBool says that Bool, not String, is the value.
}

// encodePlist returns an XML property list whose root is a dictionary of
// entries, in the order given.
func encodePlist(entries []plistEntry) []byte {
	var buf bytes.Buffer
	buf.WriteString(xml.Header)
	buf.WriteString(`<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">` + "\n")
	buf.WriteString(`<plist version="1.0">` + "\n<dict>\n")
	for _, e := range entries {
		buf.WriteString("\t<key>")
		xml.EscapeText(&buf, []byte(e.Key))
		buf.WriteString("</key>\n\t")
		switch {
		case e.IsBool && e.Bool:
			buf.WriteString("<true/>")
		case e.IsBool:
			buf.WriteString("<false/>")
		default:
			buf.WriteString("<string>")
			xml.EscapeText(&buf, []byte(e.String))
			buf.WriteString("</string>")
		}
		buf.WriteString("\n")
	}
	buf.WriteString("</dict>\n</plist>\n")
	return buf.Bytes()
}
