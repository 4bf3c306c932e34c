/* The library's version, the macros that check it, and the macros that export its symbols. */
#ifndef SWIPE_VERSION_H
#define SWIPE_VERSION_H

#if !defined(SWIPE_WIDGETS_INSIDE) && !defined(SWIPE_WIDGETS_COMPILATION)
#error "Only <swipewidgets.h> can be included directly."
#endif

#include <glib.h>

G_BEGIN_DECLS

/**
 * SWIPE_MAJOR_VERSION:
 *
 * The major version of the SwipeWidgets headers a program is compiled against (the soname's).
 */
#define SWIPE_MAJOR_VERSION 0

/**
 * SWIPE_MINOR_VERSION:
 *
 * The minor version of the SwipeWidgets headers a program is compiled against.
 */
#define SWIPE_MINOR_VERSION 5

/**
 * SWIPE_MICRO_VERSION:
 *
 * The micro version of the SwipeWidgets headers a program is compiled against.
 */
#define SWIPE_MICRO_VERSION 0

/**
 * SWIPE_VERSION_S:
 *
 * The version of the SwipeWidgets headers a program is compiled against, as a string ("0.5.0"),
 * made from the three numbers (for C; introspection has the numbers).
 */
#define SWIPE_VERSION_S G_STRINGIFY (SWIPE_MAJOR_VERSION) "." G_STRINGIFY (SWIPE_MINOR_VERSION) "." G_STRINGIFY (SWIPE_MICRO_VERSION)

/**
 * SWIPE_ENCODE_VERSION:
 * @major: a major version
 * @minor: a minor version
 * @micro: a micro version
 *
 * Packs a version into one number that compares as the version does.
 */
#define SWIPE_ENCODE_VERSION(major, minor, micro) ((major) << 24 | (minor) << 16 | (micro) << 8)

/**
 * SWIPE_VERSION_HEX:
 *
 * The version of the SwipeWidgets headers, packed by [func@ENCODE_VERSION].
 */
#define SWIPE_VERSION_HEX (SWIPE_ENCODE_VERSION (SWIPE_MAJOR_VERSION, SWIPE_MINOR_VERSION, SWIPE_MICRO_VERSION))

/**
 * SWIPE_CHECK_VERSION:
 * @major: a major version
 * @minor: a minor version
 * @micro: a micro version
 *
 * Whether the SwipeWidgets headers a program is compiled against are this version or newer.
 *
 * Returns: %TRUE if they are
 */
#define SWIPE_CHECK_VERSION(major, minor, micro)                                      \
  (SWIPE_MAJOR_VERSION > (major) ||                                                   \
   (SWIPE_MAJOR_VERSION == (major) && SWIPE_MINOR_VERSION > (minor)) ||               \
   (SWIPE_MAJOR_VERSION == (major) && SWIPE_MINOR_VERSION == (minor) &&               \
    SWIPE_MICRO_VERSION >= (micro)))

/* Every public symbol is marked with one of these: the library exports nothing else. */
#ifndef _SWIPE_EXTERN
#define _SWIPE_EXTERN __attribute__((visibility ("default"))) extern
#endif

/* A symbol that has been in the library since its first release. */
#define SWIPE_AVAILABLE_IN_ALL _SWIPE_EXTERN
/* A symbol added in 0.4. */
#define SWIPE_AVAILABLE_IN_0_4 _SWIPE_EXTERN
/* A symbol added in 0.5. */
#define SWIPE_AVAILABLE_IN_0_5 _SWIPE_EXTERN

SWIPE_AVAILABLE_IN_0_4
guint swipe_get_major_version (void) G_GNUC_CONST;
SWIPE_AVAILABLE_IN_0_4
guint swipe_get_minor_version (void) G_GNUC_CONST;
SWIPE_AVAILABLE_IN_0_4
guint swipe_get_micro_version (void) G_GNUC_CONST;

G_END_DECLS

#endif
