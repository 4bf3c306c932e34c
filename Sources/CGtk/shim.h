#ifndef SWIPEBLOCKS_CGTK_SHIM_H
#define SWIPEBLOCKS_CGTK_SHIM_H

#include <gtk/gtk.h>
#include <glib-unix.h>
#include <malloc.h> /* mallopt: how the window's allocator gives memory back (MemoryPolicy) */

/* A modal error dialog with a plain-text message (gtk_message_dialog_new is variadic). */
static inline GtkWidget *swipeblocks_error_dialog(GtkWindow *parent, const char *message, const char *detail) {
    GtkWidget *dialog = gtk_message_dialog_new(parent, GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                               GTK_MESSAGE_ERROR, GTK_BUTTONS_CLOSE, "%s", message);
    if (detail) gtk_message_dialog_format_secondary_text(GTK_MESSAGE_DIALOG(dialog), "%s", detail);
    return dialog;
}

#endif
