#ifndef SWIPEBLOCKS_CGTK_SHIM_H
#define SWIPEBLOCKS_CGTK_SHIM_H

#include <gtk/gtk.h>

/// GTK 4.8's default text direction, for widgets created later.
static inline GType swipeblocks_gtk_widget_type(void) { return GTK_TYPE_WIDGET; }

#endif
