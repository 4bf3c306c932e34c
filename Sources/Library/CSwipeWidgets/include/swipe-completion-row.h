#ifndef SWIPE_COMPLETION_ROW_H
#define SWIPE_COMPLETION_ROW_H

#if !defined(SWIPE_WIDGETS_INSIDE) && !defined(SWIPE_WIDGETS_COMPILATION)
#error "Only <swipewidgets.h> can be included directly."
#endif

#include "swipe-row.h"

G_BEGIN_DECLS

#define SWIPE_TYPE_COMPLETION_ROW (swipe_completion_row_get_type ())
SWIPE_AVAILABLE_IN_ALL
G_DECLARE_DERIVABLE_TYPE (SwipeCompletionRow, swipe_completion_row, SWIPE, COMPLETION_ROW, SwipeRow)

/**
 * SwipeCompletionRowClass:
 * @parent_class: the parent class
 *
 * The class of [class@CompletionRow], for the rows an app derives from it.
 */
struct _SwipeCompletionRowClass
{
  SwipeRowClass parent_class;

  /*< private >*/
  gpointer padding[8];
};

SWIPE_AVAILABLE_IN_ALL
GtkWidget *swipe_completion_row_new (GtkWidget *child);

G_END_DECLS

#endif
