#ifndef SWIPE_ROW_H
#define SWIPE_ROW_H

#if !defined(SWIPE_WIDGETS_INSIDE) && !defined(SWIPE_WIDGETS_COMPILATION)
#error "Only <swipewidgets.h> can be included directly."
#endif

#include <gtk/gtk.h>
#include "swipe-enums.h"

G_BEGIN_DECLS

#define SWIPE_TYPE_ROW (swipe_row_get_type ())
SWIPE_AVAILABLE_IN_ALL
G_DECLARE_DERIVABLE_TYPE (SwipeRow, swipe_row, SWIPE, ROW, GtkListBoxRow)

/**
 * SwipeRowClass:
 * @parent_class: the parent class
 *
 * The class of the swipe rows. Derive an app's row from one of its kinds
 * ([class@CompletionRow], [class@ActionRow], [class@CardRow], [class@DismissRow]).
 */
struct _SwipeRowClass
{
  GtkListBoxRowClass parent_class;

  /*< private >*/
  gpointer padding[8];
};

SWIPE_AVAILABLE_IN_ALL
GtkWidget         *swipe_row_get_child          (SwipeRow          *self);
SWIPE_AVAILABLE_IN_ALL
void               swipe_row_set_child          (SwipeRow          *self,
                                                 GtkWidget         *child);
SWIPE_AVAILABLE_IN_ALL
SwipeReduceMotion  swipe_row_get_reduce_motion  (SwipeRow          *self);
SWIPE_AVAILABLE_IN_ALL
void               swipe_row_set_reduce_motion  (SwipeRow          *self,
                                                 SwipeReduceMotion  reduce_motion);
SWIPE_AVAILABLE_IN_0_4
gboolean           swipe_row_get_close_on_scroll (SwipeRow         *self);
SWIPE_AVAILABLE_IN_0_4
void               swipe_row_set_close_on_scroll (SwipeRow         *self,
                                                  gboolean          close_on_scroll);
SWIPE_AVAILABLE_IN_ALL
gboolean           swipe_row_get_is_open        (SwipeRow          *self);
SWIPE_AVAILABLE_IN_ALL
gboolean           swipe_row_get_open_edge      (SwipeRow          *self,
                                                 SwipeEdge         *edge);
SWIPE_AVAILABLE_IN_ALL
void               swipe_row_open               (SwipeRow          *self,
                                                 SwipeEdge          edge);
SWIPE_AVAILABLE_IN_ALL
void               swipe_row_close              (SwipeRow          *self);
SWIPE_AVAILABLE_IN_ALL
gboolean           swipe_row_perform            (SwipeRow          *self,
                                                 const char        *action_id);
SWIPE_AVAILABLE_IN_ALL
void               swipe_row_reset              (SwipeRow          *self);
SWIPE_AVAILABLE_IN_0_5
void               swipe_row_restore            (SwipeRow          *self);
SWIPE_AVAILABLE_IN_0_5
gboolean           swipe_row_confirm            (SwipeRow          *self,
                                                 gboolean           accept);
SWIPE_AVAILABLE_IN_0_5
gboolean           swipe_row_peek               (SwipeRow          *self);
SWIPE_AVAILABLE_IN_ALL
void               swipe_row_show_menu          (SwipeRow          *self);
SWIPE_AVAILABLE_IN_ALL
void               swipe_row_announce           (SwipeRow          *self,
                                                 const char        *text);
SWIPE_AVAILABLE_IN_ALL
void               swipe_row_update_accessible_name (SwipeRow      *self);

G_END_DECLS

#endif
