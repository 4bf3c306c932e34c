#ifndef SWIPE_DISMISS_ROW_H
#define SWIPE_DISMISS_ROW_H

#if !defined(SWIPE_WIDGETS_INSIDE) && !defined(SWIPE_WIDGETS_COMPILATION)
#error "Only <swipewidgets.h> can be included directly."
#endif

#include "swipe-row.h"

G_BEGIN_DECLS

#define SWIPE_TYPE_DISMISS_ROW (swipe_dismiss_row_get_type ())
SWIPE_AVAILABLE_IN_ALL
G_DECLARE_DERIVABLE_TYPE (SwipeDismissRow, swipe_dismiss_row, SWIPE, DISMISS_ROW, SwipeRow)

/**
 * SwipeDismissRowClass:
 * @parent_class: the parent class
 *
 * The class of [class@DismissRow], for the rows an app derives from it.
 */
struct _SwipeDismissRowClass
{
  SwipeRowClass parent_class;

  /*< private >*/
  gpointer padding[8];
};

SWIPE_AVAILABLE_IN_ALL
GtkWidget *swipe_dismiss_row_new (GtkWidget *child);

G_END_DECLS

#endif
