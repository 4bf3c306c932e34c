/* The libadwaita floor: a bare AdwApplicationWindow from an AdwApplication, the least a
 * libadwaita app can do, started as SwipeBlocks starts (non-unique application, a window at
 * activation, the same default size 1100×760). scripts/bench.sh runs it with GDK's GL probe off
 * under the cairo renderer, as SwipeBlocks turns it off, and with the GL renderer too.
 * With --with-text the window also has a header bar (its title and window buttons) and one label:
 * the least a window with words and icons pays (fontconfig, the fonts, Pango, the icon theme),
 * which the bare window never starts. bench.sh reports it beside the goals, not as their floor.
 * Built by scripts/bench.sh: cc floor-adw.c -o floor-adw $(pkg-config --cflags --libs libadwaita-1) */
#include <adwaita.h>
#include <string.h>

static void on_activate(GtkApplication *app, gpointer with_text) {
  GtkWidget *window = adw_application_window_new(app);
  gtk_window_set_title(GTK_WINDOW(window), "floor-adw");
  gtk_window_set_default_size(GTK_WINDOW(window), 1100, 760);
  if (with_text) {
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_box_append(GTK_BOX(box), adw_header_bar_new());
    gtk_box_append(GTK_BOX(box), gtk_label_new("Completion Swipe Row"));
    adw_application_window_set_content(ADW_APPLICATION_WINDOW(window), box);
  }
  gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
  gboolean with_text = argc > 1 && strcmp(argv[1], "--with-text") == 0;
  if (with_text) {  /* not an option GApplication knows */
    argv[1] = argv[0];
    argv++;
    argc--;
  }
  AdwApplication *app = adw_application_new("io.github.swipeblocks.FloorAdw", G_APPLICATION_NON_UNIQUE);
  g_signal_connect(app, "activate", G_CALLBACK(on_activate), GINT_TO_POINTER(with_text));
  int status = g_application_run(G_APPLICATION(app), argc, argv);
  g_object_unref(app);
  return status;
}
