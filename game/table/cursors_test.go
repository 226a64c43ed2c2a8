package table

import "testing"

// TestSeatCursorsEachSeatKeepsItsOwn hands the working cursor from seat 0
// to seat 1 and back: each seat finds its cursor where it left it, a seat
// new to the cursor is told to place it, and a computer's turn (seat -1)
// leaves the cursor with its owner.
func TestSeatCursorsEachSeatKeepsItsOwn(t *testing.T) {
	var sc SeatCursors[int]
	cur := 0
	if sw, fresh := sc.Follow(0, &cur); !sw || !fresh {
		t.Fatalf("seat 0's first turn: switched %v fresh %v, want both", sw, fresh)
	}
	cur = 10 // seat 0 moves its cursor to 10
	if sw, _ := sc.Follow(0, &cur); sw || cur != 10 {
		t.Fatalf("seat 0 again: switched %v, cursor %d, want no switch at 10", sw, cur)
	}
	if sw, fresh := sc.Follow(1, &cur); !sw || !fresh {
		t.Fatalf("seat 1's first turn: switched %v fresh %v, want both", sw, fresh)
	}
	cur = 90 // seat 1 places and moves its own
	if sw, _ := sc.Follow(-1, &cur); sw || cur != 90 || sc.Owner() != 1 {
		t.Fatalf("the computer's turn: switched %v, cursor %d, owner %d", sw, cur, sc.Owner())
	}
	if sw, fresh := sc.Follow(0, &cur); !sw || fresh || cur != 10 {
		t.Fatalf("back to seat 0: switched %v fresh %v cursor %d, want seat 0's 10", sw, fresh, cur)
	}
	if _, _ = sc.Follow(1, &cur); cur != 90 {
		t.Fatalf("back to seat 1: cursor %d, want seat 1's 90", cur)
	}
	sc.Forget()
	if sw, fresh := sc.Follow(1, &cur); !sw || !fresh {
		t.Fatalf("after Forget: switched %v fresh %v, want a fresh cursor", sw, fresh)
	}
}
