#ifndef SWIPE_LIST_VIEW_H
#define SWIPE_LIST_VIEW_H

#if !defined(SWIPE_WIDGETS_INSIDE) && !defined(SWIPE_WIDGETS_COMPILATION)
#error "Only <swipewidgets.h> can be included directly."
#endif

#include "swipe-row.h"

G_BEGIN_DECLS

#define SWIPE_TYPE_LIST_VIEW (swipe_list_view_get_type ())
SWIPE_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (SwipeListView, swipe_list_view, SWIPE, LIST_VIEW, GtkWidget)

/**
 * SwipeListViewHeadingFunc:
 * @position: the position of an item in the list's model
 * @user_data: (closure): the data given with the function
 *
 * Asked for the section heading to show above the item at @position.
 *
 * Returns: (transfer full) (nullable): the heading, or %NULL for none
 */
typedef char *(*SwipeListViewHeadingFunc) (guint    position,
                                           gpointer user_data);

SWIPE_AVAILABLE_IN_ALL
GtkWidget  *swipe_list_view_new              (GListModel               *model,
                                              GType                     row_type);
SWIPE_AVAILABLE_IN_ALL
GListModel *swipe_list_view_get_model        (SwipeListView            *self);
SWIPE_AVAILABLE_IN_ALL
GType       swipe_list_view_get_row_type     (SwipeListView            *self);
SWIPE_AVAILABLE_IN_ALL
void        swipe_list_view_set_heading_func (SwipeListView            *self,
                                              SwipeListViewHeadingFunc  func,
                                              gpointer                  user_data,
                                              GDestroyNotify            destroy);
SWIPE_AVAILABLE_IN_ALL
SwipeRow   *swipe_list_view_get_row          (SwipeListView            *self,
                                              guint                     position);
SWIPE_AVAILABLE_IN_ALL
void        swipe_list_view_focus            (SwipeListView            *self,
                                              guint                     position);
SWIPE_AVAILABLE_IN_ALL
void        swipe_list_view_open             (SwipeListView            *self,
                                              guint                     position,
                                              SwipeEdge                 edge);
SWIPE_AVAILABLE_IN_ALL
void        swipe_list_view_close            (SwipeListView            *self);
SWIPE_AVAILABLE_IN_ALL
gboolean    swipe_list_view_is_any_row_open  (SwipeListView            *self);
SWIPE_AVAILABLE_IN_0_5
void        swipe_list_view_remove_item      (SwipeListView            *self,
                                              guint                     position);
SWIPE_AVAILABLE_IN_0_5
gboolean    swipe_list_view_undo             (SwipeListView            *self,
                                              guint                    *position);
SWIPE_AVAILABLE_IN_0_5
gboolean    swipe_list_view_get_can_undo     (SwipeListView            *self);
SWIPE_AVAILABLE_IN_0_5
void        swipe_list_view_clear_undo       (SwipeListView            *self);

G_END_DECLS

#endif
