package table

import "skirmish/rules"

// ViewCache keeps a seat's view of the position shown (State.View), made
// again only when the position or the seat changes: a table draws what the
// seat at the screen may see without copying the state every frame.
// Positions of a session are never changed once made, so the state itself
// identifies them. The zero value is ready.
type ViewCache struct {
	of   rules.State
	seat rules.Seat
	view rules.State
}

// View returns st as seat may see it.
func (c *ViewCache) View(st rules.State, seat rules.Seat) rules.State {
	if c.view == nil || c.of != st || c.seat != seat {
		c.of, c.seat, c.view = st, seat, st.View(seat)
	}
	return c.view
}
