/* SwipeRow's hint that it swipes: swipe_row_peek. */
#include "swipe-row.h"
#include "swipe-glue.h"

/**
 * swipe_row_peek:
 * @self: a row
 *
 * Shows that the row swipes: the resting row slides 36 points toward its actions (an ease-out
 * over 0.2 s, the trailing ones when it has some), waits 0.12 s and springs back (a smooth
 * spring of 0.4 s), once, as a drag of that length would show it — its tint, the edge of a
 * button. Call it where a person may not know yet, such as the first row on an app's first
 * launch. Under Reduce Motion ([property@Row:reduce-motion]) the row does not move: it is
 * outlined and shows its hover button for 1.5 s when it has one (the action and card rows'
 * `shows-hover-button`), and a screen reader on the row hears its actions. Nothing is reported:
 * the row never leaves rest, and a press, a key or a scroll on it ends the peek at once.
 *
 * A row not laid out yet (just made, or in a window not shown yet) peeks as soon as it gets its
 * width, and the call returns %TRUE: call it as the row is made or bound, no timer needed.
 *
 * A row that is open, moving, dragged, asking to confirm an action
 * ([signal@Row::confirming]) or peeking already (or waiting to) does nothing and returns
 * %FALSE. See [Finding the actions](discoverability.html).
 *
 * Returns: %TRUE when the row peeks
 *
 * Since: 0.5
 */
gboolean
swipe_row_peek (SwipeRow *self)
{
  g_return_val_if_fail (SWIPE_IS_ROW (self), FALSE);
  return swipe_swift_row_peek (GTK_WIDGET (self));
}
