/* SwipeRow's undo: a row brought back after its item left grows in. */
#include "swipe-row.h"
#include "swipe-glue.h"

/**
 * swipe_row_restore:
 * @self: a row
 *
 * Brings the row back after its item left (an undone removal): closed and at rest, its height
 * growing from 0 to its own, the collapse in reverse, so what is below it slides down rather
 * than jumps; under Reduce Motion it is there at once. A row that collapsed where it was (a
 * destructive action, a completion, a dismiss) grows back in place; a row the app took out of
 * its container grows in when put back first. In a #SwipeListView, swipe_list_view_undo() does
 * this for the row of the item it brings back.
 *
 * Since: 0.5
 */
void
swipe_row_restore (SwipeRow *self)
{
  g_return_if_fail (SWIPE_IS_ROW (self));
  swipe_swift_row_restore (GTK_WIDGET (self));
}
