#ifndef SWIPE_ACTION_ROW_H
#define SWIPE_ACTION_ROW_H

#include "swipe-row.h"
#include "swipe-action.h"

G_BEGIN_DECLS

#define SWIPE_TYPE_ACTION_ROW (swipe_action_row_get_type ())
G_DECLARE_FINAL_TYPE (SwipeActionRow, swipe_action_row, SWIPE, ACTION_ROW, SwipeRow)

GtkWidget  *swipe_action_row_new                (GtkWidget      *child);
void        swipe_action_row_add_action         (SwipeActionRow *self,
                                                 SwipeAction    *action);
void        swipe_action_row_remove_all_actions (SwipeActionRow *self);
GListModel *swipe_action_row_get_actions        (SwipeActionRow *self);

G_END_DECLS

#endif
