#ifndef SWIPE_GROUP_H
#define SWIPE_GROUP_H

#if !defined(SWIPE_WIDGETS_INSIDE) && !defined(SWIPE_WIDGETS_COMPILATION)
#error "Only <swipewidgets.h> can be included directly."
#endif

#include "swipe-row.h"

G_BEGIN_DECLS

#define SWIPE_TYPE_GROUP (swipe_group_get_type ())
SWIPE_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (SwipeGroup, swipe_group, SWIPE, GROUP, GObject)

SWIPE_AVAILABLE_IN_ALL
SwipeGroup *swipe_group_new                  (void);
SWIPE_AVAILABLE_IN_ALL
void        swipe_group_add                  (SwipeGroup *self,
                                              SwipeRow   *row);
SWIPE_AVAILABLE_IN_ALL
void        swipe_group_remove               (SwipeGroup *self,
                                              SwipeRow   *row);
SWIPE_AVAILABLE_IN_ALL
void        swipe_group_open                 (SwipeGroup *self,
                                              SwipeRow   *row,
                                              SwipeEdge   edge);
SWIPE_AVAILABLE_IN_ALL
void        swipe_group_close                (SwipeGroup *self);
SWIPE_AVAILABLE_IN_ALL
gboolean    swipe_group_is_open              (SwipeGroup *self,
                                              SwipeRow   *row);
SWIPE_AVAILABLE_IN_ALL
gboolean    swipe_group_is_any_row_open      (SwipeGroup *self);
SWIPE_AVAILABLE_IN_ALL
SwipeRow   *swipe_group_get_open_row         (SwipeGroup *self);

G_END_DECLS

#endif
