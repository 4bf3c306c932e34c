#ifndef SWIPEBLOCKS_CGTK_SHIM_H
#define SWIPEBLOCKS_CGTK_SHIM_H

#include <gtk/gtk.h>
#include <glib-unix.h>
#include <sys/inotify.h> /* FolderWatch: one inotify descriptor for every watched folder */
#include <malloc.h> /* mallopt: how the window's allocator gives memory back (MemoryPolicy) */

#endif
