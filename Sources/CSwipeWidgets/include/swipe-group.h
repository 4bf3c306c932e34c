#ifndef SWIPE_GROUP_H
#define SWIPE_GROUP_H

#include "swipe-row.h"

G_BEGIN_DECLS

#define SWIPE_TYPE_GROUP (swipe_group_get_type ())
G_DECLARE_FINAL_TYPE (SwipeGroup, swipe_group, SWIPE, GROUP, GObject)

SwipeGroup *swipe_group_new                  (void);
void        swipe_group_add                  (SwipeGroup *self,
                                              SwipeRow   *row);
void        swipe_group_remove               (SwipeGroup *self,
                                              SwipeRow   *row);
void        swipe_group_open                 (SwipeGroup *self,
                                              SwipeRow   *row,
                                              SwipeEdge   edge);
void        swipe_group_close                (SwipeGroup *self);
gboolean    swipe_group_is_open              (SwipeGroup *self,
                                              SwipeRow   *row);
gboolean    swipe_group_is_any_row_open      (SwipeGroup *self);
SwipeRow   *swipe_group_get_open_row         (SwipeGroup *self);

G_END_DECLS

#endif
