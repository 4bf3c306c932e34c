#ifndef SWIPE_CARD_ROW_H
#define SWIPE_CARD_ROW_H

#if !defined(SWIPE_WIDGETS_INSIDE) && !defined(SWIPE_WIDGETS_COMPILATION)
#error "Only <swipewidgets.h> can be included directly."
#endif

#include "swipe-row.h"
#include "swipe-action.h"

G_BEGIN_DECLS

#define SWIPE_TYPE_CARD_ROW (swipe_card_row_get_type ())
SWIPE_AVAILABLE_IN_ALL
G_DECLARE_DERIVABLE_TYPE (SwipeCardRow, swipe_card_row, SWIPE, CARD_ROW, SwipeRow)

/**
 * SwipeCardRowClass:
 * @parent_class: the parent class
 *
 * The class of [class@CardRow], for the rows an app derives from it.
 */
struct _SwipeCardRowClass
{
  SwipeRowClass parent_class;

  /*< private >*/
  gpointer padding[8];
};

SWIPE_AVAILABLE_IN_ALL
GtkWidget  *swipe_card_row_new                (GtkWidget    *child);
SWIPE_AVAILABLE_IN_ALL
void        swipe_card_row_add_action         (SwipeCardRow *self,
                                               SwipeEdge     edge,
                                               SwipeAction  *action);
SWIPE_AVAILABLE_IN_ALL
void        swipe_card_row_remove_all_actions (SwipeCardRow *self);
SWIPE_AVAILABLE_IN_ALL
GListModel *swipe_card_row_get_actions        (SwipeCardRow *self,
                                               SwipeEdge     edge);

G_END_DECLS

#endif
