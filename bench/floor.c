/* The floor: a bare GTK 4 window, the least any GTK program can do. Same default size as the
 * SwipeBlocks window (1100×760) so the renderer draws the same number of pixels.
 * Built by scripts/bench.sh: cc floor.c -o floor $(pkg-config --cflags --libs gtk4) */
#include <gtk/gtk.h>

static gboolean done = FALSE;

static void on_destroy(GtkWidget *window, gpointer data) { done = TRUE; }

int main(void) {
  gtk_init();
  GtkWidget *window = gtk_window_new();
  gtk_window_set_title(GTK_WINDOW(window), "floor");
  gtk_window_set_default_size(GTK_WINDOW(window), 1100, 760);
  g_signal_connect(window, "destroy", G_CALLBACK(on_destroy), NULL);
  gtk_window_present(GTK_WINDOW(window));
  while (!done) g_main_context_iteration(NULL, TRUE);
  return 0;
}
