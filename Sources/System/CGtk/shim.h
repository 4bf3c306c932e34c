#ifndef SWIPEBLOCKS_CGTK_SHIM_H
#define SWIPEBLOCKS_CGTK_SHIM_H

#include <gtk/gtk.h>
#include <glib-unix.h>
#include <sys/inotify.h> /* FolderWatch: one inotify descriptor for every watched folder */
#include <malloc.h> /* mallopt: how the window's allocator gives memory back (MemoryPolicy) */
#include <signal.h>
#include <sys/prctl.h>
#include <unistd.h>

/* ChildProcess: a program the window starts dies with the window, however the window ends (a
 * crash or SIGKILL included). GSubprocessLauncher's child setup, run in the child between fork
 * and exec (async-signal-safe calls only); `parent` is the window's pid: if the window went
 * before the request took hold, the child goes at once. */
static inline void swipeblocks_die_with_parent (gpointer parent)
{
  prctl (PR_SET_PDEATHSIG, SIGKILL);
  if (getppid () != (pid_t) GPOINTER_TO_INT (parent))
    raise (SIGKILL);
}

#endif
