/* What the kinds of row share with the base class. Not installed. */
#ifndef SWIPE_ROW_PRIVATE_H
#define SWIPE_ROW_PRIVATE_H

#include "swipe-row.h"
#include "swipe-glue.h"

G_BEGIN_DECLS

/* Puts the row at rest with its kind's options as they are now (a no-op while it is constructed:
 * the base class configures it once, when construction ends). */
void swipe_row_reconfigure (SwipeRow *self);

/* Fills `out` (n entries) from a list of SwipeAction (borrowing their strings). */
void swipe_row_glue_actions (GListModel *actions, SwipeGlueAction *out, guint n);

G_END_DECLS

#endif
