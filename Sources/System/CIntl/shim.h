#ifndef SWIPEBLOCKS_CINTL_SHIM_H
#define SWIPEBLOCKS_CINTL_SHIM_H

/* gettext (part of the GNU C library, no library of its own to link) and setlocale. */
#include <libintl.h>
#include <locale.h>

#endif
