#ifndef SWIPE_ACTION_H
#define SWIPE_ACTION_H

#include <gdk/gdk.h>
#include "swipe-enums.h"

G_BEGIN_DECLS

#define SWIPE_TYPE_ACTION (swipe_action_get_type ())
G_DECLARE_FINAL_TYPE (SwipeAction, swipe_action, SWIPE, ACTION, GObject)

SwipeAction     *swipe_action_new           (const char      *id,
                                             const char      *title,
                                             const char      *icon_name);
SwipeAction     *swipe_action_new_full      (const char      *id,
                                             const char      *title,
                                             const char      *icon_name,
                                             const GdkRGBA   *tint,
                                             SwipeActionRole  role);
const char      *swipe_action_get_id        (SwipeAction     *self);
const char      *swipe_action_get_title     (SwipeAction     *self);
const char      *swipe_action_get_icon_name (SwipeAction     *self);
const GdkRGBA   *swipe_action_get_tint      (SwipeAction     *self);
SwipeActionRole  swipe_action_get_role      (SwipeAction     *self);

G_END_DECLS

#endif
