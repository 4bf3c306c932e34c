/* A boxed list of N rows, the way an app lists its items: a GtkListBox with the .boxed-list style
 * in a scrolled window of an AdwApplicationWindow, each row an AdwActionRow with a title and a
 * subtitle. Built twice by scripts/bench.sh from this one file:
 *   cc list-rows.c -o list-rows-adw   $(pkg-config --cflags --libs libadwaita-1)
 *   cc -DSWIPE list-rows.c -o list-rows-swipe $(pkg-config --cflags --libs libadwaita-1 swipewidgets-0)
 * With SWIPE each AdwActionRow is the child of a SwipeActionRow with two actions (Archive and a
 * destructive Delete), as an app adopting the library has it (docs/reference/adoption.md).
 * Prints the CLOCK_MONOTONIC time (µs) of the window's first painted frame, then quits: the
 * caller (scripts/bench-list.py) subtracts its own start time and reads the peak memory.
 * Usage: list-rows-adw N   ·   list-rows-swipe N */
#include <adwaita.h>
#include <stdio.h>
#include <stdlib.h>
#ifdef SWIPE
#include <swipewidgets.h>
#endif

static const char *const content[][2] = {
  { "Weekly report", "Ana Pérez · the numbers for March are in" },
  { "Invoice 1042", "Due on the 30th" },
  { "Team lunch on Friday", "Sam Okafor · they open at noon" },
  { "Water the plants", "Every Tuesday" },
};

static GtkWidget *make_row(guint i) {
  GtkWidget *row = adw_action_row_new();
  adw_preferences_row_set_title(ADW_PREFERENCES_ROW(row), content[i % 4][0]);
  adw_action_row_set_subtitle(ADW_ACTION_ROW(row), content[i % 4][1]);
#ifdef SWIPE
  GtkWidget *swipe = swipe_action_row_new(row);
  SwipeAction *archive = swipe_action_new("archive", "Archive", "mail-archive-symbolic");
  SwipeAction *delete = swipe_action_new_full("delete", "Delete", "user-trash-symbolic", NULL,
                                              SWIPE_ACTION_ROLE_DESTRUCTIVE);
  swipe_action_row_add_action(SWIPE_ACTION_ROW(swipe), archive);
  swipe_action_row_add_action(SWIPE_ACTION_ROW(swipe), delete);
  g_object_unref(archive);
  g_object_unref(delete);
  return swipe;
#else
  return row;
#endif
}

static gboolean quit(gpointer app) {
  g_application_quit(G_APPLICATION(app));
  return G_SOURCE_REMOVE;
}

static void after_paint(GdkFrameClock *clock, gpointer app) {
  printf("%" G_GINT64_FORMAT "\n", g_get_monotonic_time());
  fflush(stdout);
  g_signal_handlers_disconnect_by_func(clock, after_paint, app);
  g_idle_add(quit, app);
}

static void on_map(GtkWidget *window, gpointer app) {
  g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(after_paint), app);
}

static void on_activate(GtkApplication *app, gpointer rows) {
  GtkWidget *window = adw_application_window_new(app);
  gtk_window_set_title(GTK_WINDOW(window), "list-rows");
  gtk_window_set_default_size(GTK_WINDOW(window), 600, 760);
  GtkWidget *list = gtk_list_box_new();
  gtk_list_box_set_selection_mode(GTK_LIST_BOX(list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class(list, "boxed-list");
  gtk_widget_set_valign(list, GTK_ALIGN_START);
  gtk_widget_set_margin_start(list, 12);
  gtk_widget_set_margin_end(list, 12);
  gtk_widget_set_margin_top(list, 12);
  gtk_widget_set_margin_bottom(list, 12);
  for (guint i = 0; i < GPOINTER_TO_UINT(rows); i++)
    gtk_list_box_append(GTK_LIST_BOX(list), make_row(i));
  GtkWidget *scrolled = gtk_scrolled_window_new();
  gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), list);
  adw_application_window_set_content(ADW_APPLICATION_WINDOW(window), scrolled);
  g_signal_connect(window, "map", G_CALLBACK(on_map), app);
  gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
  char *end = NULL;
  unsigned long rows = argc == 2 ? strtoul(argv[1], &end, 10) : 0;
  if (argc != 2 || end == argv[1] || *end != '\0' || rows > 1000000) {
    fprintf(stderr, "usage: %s ROWS (0 to 1000000)\n", argv[0]);
    return 2;
  }
  AdwApplication *app = adw_application_new("io.github.swipeblocks.ListRows", G_APPLICATION_NON_UNIQUE);
  g_signal_connect(app, "activate", G_CALLBACK(on_activate), GUINT_TO_POINTER((guint)rows));
  int status = g_application_run(G_APPLICATION(app), 1, argv);
  g_object_unref(app);
  return status;
}
