/* The libadwaita floor: a bare AdwApplicationWindow from an AdwApplication, the least a
 * libadwaita app can do, started as SwipeBlocks starts (non-unique application, a window at
 * activation, the same default size 1100×760). scripts/bench.sh runs it with GDK's GL probe off
 * under the cairo renderer, as SwipeBlocks turns it off, and with the GL renderer too.
 * Built by scripts/bench.sh: cc floor-adw.c -o floor-adw $(pkg-config --cflags --libs libadwaita-1) */
#include <adwaita.h>

static void on_activate(GtkApplication *app, gpointer data) {
  GtkWidget *window = adw_application_window_new(app);
  gtk_window_set_title(GTK_WINDOW(window), "floor-adw");
  gtk_window_set_default_size(GTK_WINDOW(window), 1100, 760);
  gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
  AdwApplication *app = adw_application_new("io.github.swipeblocks.FloorAdw", G_APPLICATION_NON_UNIQUE);
  g_signal_connect(app, "activate", G_CALLBACK(on_activate), NULL);
  int status = g_application_run(G_APPLICATION(app), argc, argv);
  g_object_unref(app);
  return status;
}
