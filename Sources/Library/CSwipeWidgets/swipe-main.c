/* Registers every public type when the library loads, and again (at no cost) in swipe_init(). */
#include "swipewidgets.h"

static gboolean initialized;

static void
register_types (void)
{
  g_type_ensure (SWIPE_TYPE_EDGE);
  g_type_ensure (SWIPE_TYPE_EDGES);
  g_type_ensure (SWIPE_TYPE_DISMISS_DIRECTIONS);
  g_type_ensure (SWIPE_TYPE_ACTION_ROLE);
  g_type_ensure (SWIPE_TYPE_REVEAL_STYLE);
  g_type_ensure (SWIPE_TYPE_LABEL_STYLE);
  g_type_ensure (SWIPE_TYPE_BUTTON_SHAPE);
  g_type_ensure (SWIPE_TYPE_REDUCE_MOTION);
  g_type_ensure (SWIPE_TYPE_ACTION);
  g_type_ensure (SWIPE_TYPE_ROW);
  g_type_ensure (SWIPE_TYPE_COMPLETION_ROW);
  g_type_ensure (SWIPE_TYPE_ACTION_ROW);
  g_type_ensure (SWIPE_TYPE_CARD_ROW);
  g_type_ensure (SWIPE_TYPE_DISMISS_ROW);
  g_type_ensure (SWIPE_TYPE_GROUP);
  g_type_ensure (SWIPE_TYPE_LIST_VIEW);
  initialized = TRUE;
}

/* GtkBuilder finds a type by its name once it is registered: registering at load time lets a
 * .ui file, Blueprint or any language's loader name the rows before anything touched them, as
 * libspelling and libadwaita do. Registering touches no display and no GTK state. */
__attribute__((constructor)) static void
swipe_load (void)
{
  register_types ();
}

/**
 * swipe_init:
 *
 * Registers the library's types, so that [class@Gtk.Builder] finds them by name.
 *
 * The library does this itself when it is loaded; a C program that links it can call this
 * first anyway, as it calls `adw_init()`, to say so in its code. Calling it again does nothing.
 * It needs no display and may come before or after `gtk_init()`.
 *
 * Since: 0.4
 */
void
swipe_init (void)
{
  if (!initialized)
    register_types ();
}

/**
 * swipe_is_initialized:
 *
 * Whether the library's types are registered (they are once it is loaded).
 *
 * Returns: %TRUE once [func@init] ran, or the library's own start did
 *
 * Since: 0.4
 */
gboolean
swipe_is_initialized (void)
{
  return initialized;
}
