/* The version of the library that runs, beside the headers' macros. */
#include "swipe-version.h"

/**
 * swipe_get_major_version:
 *
 * The major version of the library that runs, which may differ from [const@MAJOR_VERSION]
 * (the headers' version) in a program built against another one.
 *
 * Returns: the major version
 *
 * Since: 0.4
 */
guint
swipe_get_major_version (void)
{
  return SWIPE_MAJOR_VERSION;
}

/**
 * swipe_get_minor_version:
 *
 * The minor version of the library that runs.
 *
 * Returns: the minor version
 *
 * Since: 0.4
 */
guint
swipe_get_minor_version (void)
{
  return SWIPE_MINOR_VERSION;
}

/**
 * swipe_get_micro_version:
 *
 * The micro version of the library that runs.
 *
 * Returns: the micro version
 *
 * Since: 0.4
 */
guint
swipe_get_micro_version (void)
{
  return SWIPE_MICRO_VERSION;
}
