#ifndef SWIPE_CARD_ROW_H
#define SWIPE_CARD_ROW_H

#include "swipe-row.h"
#include "swipe-action.h"

G_BEGIN_DECLS

#define SWIPE_TYPE_CARD_ROW (swipe_card_row_get_type ())
G_DECLARE_FINAL_TYPE (SwipeCardRow, swipe_card_row, SWIPE, CARD_ROW, SwipeRow)

GtkWidget  *swipe_card_row_new                (GtkWidget    *child);
void        swipe_card_row_add_action         (SwipeCardRow *self,
                                               SwipeEdge     edge,
                                               SwipeAction  *action);
void        swipe_card_row_remove_all_actions (SwipeCardRow *self);
GListModel *swipe_card_row_get_actions        (SwipeCardRow *self,
                                               SwipeEdge     edge);

G_END_DECLS

#endif
