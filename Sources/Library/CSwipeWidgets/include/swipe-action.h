#ifndef SWIPE_ACTION_H
#define SWIPE_ACTION_H

#if !defined(SWIPE_WIDGETS_INSIDE) && !defined(SWIPE_WIDGETS_COMPILATION)
#error "Only <swipewidgets.h> can be included directly."
#endif

#include <gdk/gdk.h>
#include "swipe-version.h"
#include "swipe-enums.h"

G_BEGIN_DECLS

#define SWIPE_TYPE_ACTION (swipe_action_get_type ())
SWIPE_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (SwipeAction, swipe_action, SWIPE, ACTION, GObject)

SWIPE_AVAILABLE_IN_ALL
SwipeAction     *swipe_action_new           (const char      *id,
                                             const char      *title,
                                             const char      *icon_name);
SWIPE_AVAILABLE_IN_ALL
SwipeAction     *swipe_action_new_full      (const char      *id,
                                             const char      *title,
                                             const char      *icon_name,
                                             const GdkRGBA   *tint,
                                             SwipeActionRole  role);
SWIPE_AVAILABLE_IN_ALL
const char      *swipe_action_get_id        (SwipeAction     *self);
SWIPE_AVAILABLE_IN_ALL
const char      *swipe_action_get_title     (SwipeAction     *self);
SWIPE_AVAILABLE_IN_ALL
const char      *swipe_action_get_icon_name (SwipeAction     *self);
SWIPE_AVAILABLE_IN_ALL
const GdkRGBA   *swipe_action_get_tint      (SwipeAction     *self);
SWIPE_AVAILABLE_IN_ALL
SwipeActionRole  swipe_action_get_role      (SwipeAction     *self);
SWIPE_AVAILABLE_IN_0_4
const char      *swipe_action_get_action_name (SwipeAction   *self);
SWIPE_AVAILABLE_IN_0_4
GVariant        *swipe_action_get_action_target_value (SwipeAction *self);

G_END_DECLS

#endif
