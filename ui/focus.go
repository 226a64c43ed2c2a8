package ui

import (
	"image"

	"github.com/ebitenui/ebitenui"
	"github.com/ebitenui/ebitenui/widget"
)

// defaultButton marks, in a widget's CustomData, the button a screen's
// first Confirm presses (ButtonSpec.Default).
type defaultButton struct{}

// IsDefault reports whether b was built as its screen's default button.
func IsDefault(b *widget.Button) bool {
	_, ok := b.GetWidget().CustomData.(defaultButton)
	return ok
}

// Walk calls f on w and every widget inside it, parents first, in screen
// order; f returns false to skip a widget's children.
func Walk(w widget.PreferredSizeLocateableWidget, f func(widget.PreferredSizeLocateableWidget) bool) {
	if w == nil || !f(w) {
		return
	}
	if c, ok := w.(interface {
		Children() []widget.PreferredSizeLocateableWidget
	}); ok {
		for _, ch := range c.Children() {
			Walk(ch, f)
		}
	}
	if sc, ok := w.(*widget.ScrollContainer); ok {
		if s, ok := sc.GetWidget().CustomData.(scrolled); ok {
			Walk(s.content, f)
		}
	}
}

// DefaultButton returns the default button inside c (see
// ButtonSpec.Default), or else its first enabled button, or nil.
func DefaultButton(c widget.PreferredSizeLocateableWidget) *widget.Button {
	var def, first *widget.Button
	Walk(c, func(w widget.PreferredSizeLocateableWidget) bool {
		b, ok := w.(*widget.Button)
		if !ok || b.GetWidget().Disabled || !b.GetWidget().IsVisible() {
			return def == nil
		}
		if first == nil {
			first = b
		}
		if def == nil && IsDefault(b) {
			def = b
		}
		return def == nil
	})
	if def != nil {
		return def
	}
	return first
}

// FocusDefault gives the focus of u to the default button of c (or its
// first button): the highlight a screen opens with is the focus, so the
// first Confirm presses what is highlighted.
func FocusDefault(u *ebitenui.UI, c widget.PreferredSizeLocateableWidget) {
	if b := DefaultButton(c); b != nil {
		u.SetFocusedWidget(b)
	}
}

// FocusUnderCursor moves the focus of u to the enabled button of c under
// (x, y), if any, so that the mouse and the keyboard share one highlight.
// It reports whether the focus moved.
func FocusUnderCursor(u *ebitenui.UI, c widget.PreferredSizeLocateableWidget, x, y int) bool {
	var hit *widget.Button
	p := image.Pt(x, y)
	Walk(c, func(w widget.PreferredSizeLocateableWidget) bool {
		if !p.In(w.GetWidget().Rect) || !w.GetWidget().IsVisible() {
			return false
		}
		if b, ok := w.(*widget.Button); ok && !b.GetWidget().Disabled {
			hit = b
		}
		return true
	})
	if hit == nil || u.GetFocusedWidget() == widget.Focuser(hit) {
		return false
	}
	u.SetFocusedWidget(hit)
	return true
}

// Contains reports whether w is c or one of its descendants.
func Contains(c widget.PreferredSizeLocateableWidget, w widget.HasWidget) bool {
	found := false
	Walk(c, func(x widget.PreferredSizeLocateableWidget) bool {
		found = found || x.GetWidget() == w.GetWidget()
		return !found
	})
	return found
}
