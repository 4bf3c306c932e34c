/* The library's load time: dlopen libswipewidgets-0.so.0 and register its types (each public
 * *_get_type named on the command line), in a process where GTK is already loaded, so the time
 * is the library's own: its relocations, its Swift runtime's start and its types.
 * Prints the microseconds taken. Built and run N times by scripts/bench-library.py:
 *   cc library-load.c -o library-load $(pkg-config --cflags --libs gtk4)
 * Usage: library-load PATH/TO/libswipewidgets-0.so.0 swipe_row_get_type … */
#include <dlfcn.h>
#include <stdio.h>
#include <gtk/gtk.h>

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: library-load LIBRARY GET-TYPE-FUNCTION…\n");
    return 2;
  }
  g_type_ensure(GTK_TYPE_WIDGET);
  gint64 start = g_get_monotonic_time();
  void *library = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) {
    fprintf(stderr, "library-load: %s\n", dlerror());
    return 1;
  }
  for (int i = 2; i < argc; i++) {
    GType (*get_type)(void) = (GType (*)(void))dlsym(library, argv[i]);
    if (get_type == NULL || get_type() == G_TYPE_INVALID) {
      fprintf(stderr, "library-load: no type from %s\n", argv[i]);
      return 1;
    }
  }
  printf("%" G_GINT64_FORMAT "\n", g_get_monotonic_time() - start);
  return 0;
}
