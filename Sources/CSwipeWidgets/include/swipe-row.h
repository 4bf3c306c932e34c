#ifndef SWIPE_ROW_H
#define SWIPE_ROW_H

#include <gtk/gtk.h>
#include "swipe-enums.h"

G_BEGIN_DECLS

#define SWIPE_TYPE_ROW (swipe_row_get_type ())
G_DECLARE_DERIVABLE_TYPE (SwipeRow, swipe_row, SWIPE, ROW, GtkWidget)

/**
 * SwipeRowClass:
 * @parent_class: the parent class
 *
 * The class of the swipe rows; its subclasses are the kinds of row.
 */
struct _SwipeRowClass
{
  GtkWidgetClass parent_class;

  /*< private >*/
  void (*fill_options) (SwipeRow *self,
                        gpointer  options);
  gpointer padding[7];
};

GtkWidget         *swipe_row_get_child          (SwipeRow          *self);
void               swipe_row_set_child          (SwipeRow          *self,
                                                 GtkWidget         *child);
SwipeReduceMotion  swipe_row_get_reduce_motion  (SwipeRow          *self);
void               swipe_row_set_reduce_motion  (SwipeRow          *self,
                                                 SwipeReduceMotion  reduce_motion);
gboolean           swipe_row_get_is_open        (SwipeRow          *self);
gboolean           swipe_row_get_open_edge      (SwipeRow          *self,
                                                 SwipeEdge         *edge);
void               swipe_row_open               (SwipeRow          *self,
                                                 SwipeEdge          edge);
void               swipe_row_close              (SwipeRow          *self);
gboolean           swipe_row_perform            (SwipeRow          *self,
                                                 const char        *action_id);
void               swipe_row_reset              (SwipeRow          *self);
void               swipe_row_show_menu          (SwipeRow          *self);
void               swipe_row_announce           (SwipeRow          *self,
                                                 const char        *text);
void               swipe_row_update_accessible_name (SwipeRow      *self);

G_END_DECLS

#endif
