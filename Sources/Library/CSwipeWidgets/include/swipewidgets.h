/* SwipeWidgets: swipe rows for GTK 4 — the C API.
 *
 * Rows that slide their child sideways under a drag, a touchpad swipe or a key and reveal a
 * tint and a checkmark (SwipeCompletionRow) or action buttons (SwipeActionRow, SwipeCardRow), or
 * that fly out when flung (SwipeDismissRow, Android's swipe-to-dismiss);
 * a group that keeps one row open (SwipeGroup); a virtualized list of rows over a GListModel
 * (SwipeListView). Everything here is main-thread only, like GTK itself.
 */
#ifndef SWIPE_WIDGETS_H
#define SWIPE_WIDGETS_H

#define SWIPE_WIDGETS_INSIDE
#include "swipe-version.h"
#include "swipe-main.h"
#include "swipe-enums.h"
#include "swipe-action.h"
#include "swipe-row.h"
#include "swipe-completion-row.h"
#include "swipe-action-row.h"
#include "swipe-card-row.h"
#include "swipe-dismiss-row.h"
#include "swipe-group.h"
#include "swipe-list-view.h"
#undef SWIPE_WIDGETS_INSIDE

#endif
