#ifndef SWIPE_COMPLETION_ROW_H
#define SWIPE_COMPLETION_ROW_H

#include "swipe-row.h"

G_BEGIN_DECLS

#define SWIPE_TYPE_COMPLETION_ROW (swipe_completion_row_get_type ())
G_DECLARE_FINAL_TYPE (SwipeCompletionRow, swipe_completion_row, SWIPE, COMPLETION_ROW, SwipeRow)

GtkWidget *swipe_completion_row_new (GtkWidget *child);

G_END_DECLS

#endif
