#ifndef SWIPE_DISMISS_ROW_H
#define SWIPE_DISMISS_ROW_H

#include "swipe-row.h"

G_BEGIN_DECLS

#define SWIPE_TYPE_DISMISS_ROW (swipe_dismiss_row_get_type ())
G_DECLARE_FINAL_TYPE (SwipeDismissRow, swipe_dismiss_row, SWIPE, DISMISS_ROW, SwipeRow)

GtkWidget *swipe_dismiss_row_new (GtkWidget *child);

G_END_DECLS

#endif
