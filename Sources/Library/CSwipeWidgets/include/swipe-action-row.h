#ifndef SWIPE_ACTION_ROW_H
#define SWIPE_ACTION_ROW_H

#if !defined(SWIPE_WIDGETS_INSIDE) && !defined(SWIPE_WIDGETS_COMPILATION)
#error "Only <swipewidgets.h> can be included directly."
#endif

#include "swipe-row.h"
#include "swipe-action.h"

G_BEGIN_DECLS

#define SWIPE_TYPE_ACTION_ROW (swipe_action_row_get_type ())
SWIPE_AVAILABLE_IN_ALL
G_DECLARE_DERIVABLE_TYPE (SwipeActionRow, swipe_action_row, SWIPE, ACTION_ROW, SwipeRow)

/**
 * SwipeActionRowClass:
 * @parent_class: the parent class
 *
 * The class of [class@ActionRow], for the rows an app derives from it.
 */
struct _SwipeActionRowClass
{
  SwipeRowClass parent_class;

  /*< private >*/
  gpointer padding[8];
};

SWIPE_AVAILABLE_IN_ALL
GtkWidget  *swipe_action_row_new                (GtkWidget      *child);
SWIPE_AVAILABLE_IN_ALL
void        swipe_action_row_add_action         (SwipeActionRow *self,
                                                 SwipeAction    *action);
SWIPE_AVAILABLE_IN_ALL
void        swipe_action_row_remove_all_actions (SwipeActionRow *self);
SWIPE_AVAILABLE_IN_ALL
GListModel *swipe_action_row_get_actions        (SwipeActionRow *self);

G_END_DECLS

#endif
