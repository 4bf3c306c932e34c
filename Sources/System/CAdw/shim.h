#ifndef SWIPEBLOCKS_CADW_SHIM_H
#define SWIPEBLOCKS_CADW_SHIM_H

/* libadwaita, for the catalogue window only: the swipe widgets stay on plain GTK.
 * GTK comes in through CGtk's header (a module import), so its declarations belong to CGtk
 * alone and Swift files that import only CGtk see all of them. */
#include "../CGtk/shim.h"
#include <adwaita.h>

#endif
