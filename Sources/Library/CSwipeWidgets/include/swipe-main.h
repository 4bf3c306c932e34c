/* The library's start: every public type registered. */
#ifndef SWIPE_MAIN_H
#define SWIPE_MAIN_H

#if !defined(SWIPE_WIDGETS_INSIDE) && !defined(SWIPE_WIDGETS_COMPILATION)
#error "Only <swipewidgets.h> can be included directly."
#endif

#include "swipe-version.h"

G_BEGIN_DECLS

SWIPE_AVAILABLE_IN_0_4
void     swipe_init             (void);
SWIPE_AVAILABLE_IN_0_4
gboolean swipe_is_initialized   (void);

G_END_DECLS

#endif
