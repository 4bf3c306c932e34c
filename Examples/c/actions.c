/* Examples/ui/inbox.ui from C: its swipe rows run the window's GActions.
 *
 * Each of win.archive, win.delete and win.complete takes the item's name, prints one line
 * ("archive weekly_report") and removes the item's row from the list.
 *
 *   cc actions.c -o actions $(pkg-config --cflags --libs swipewidgets-0)
 *   ./actions ../ui/inbox.ui
 *
 * or with Meson: meson.build beside this file.
 */
#include <stdio.h>
#include <swipewidgets.h>

static const char *ui_file;

static void
done (GSimpleAction *action, GVariant *item, gpointer builder)
{
  const char *name = g_variant_get_string (item, NULL);
  GtkWidget *row = GTK_WIDGET (gtk_builder_get_object (builder, name));

  printf ("%s %s\n", g_action_get_name (G_ACTION (action)), name);
  fflush (stdout);
  /* A swipe row is a GtkListBoxRow: the list's own child. */
  gtk_list_box_remove (GTK_LIST_BOX (gtk_builder_get_object (builder, "list")), row);
}

static const GActionEntry win_entries[] = {
  { .name = "archive", .activate = done, .parameter_type = "s" },
  { .name = "delete", .activate = done, .parameter_type = "s" },
  { .name = "complete", .activate = done, .parameter_type = "s" },
};

static void
activate (GtkApplication *app, gpointer data)
{
  GtkBuilder *builder = gtk_builder_new_from_file (ui_file);
  GtkWindow *window = GTK_WINDOW (gtk_builder_get_object (builder, "window"));

  g_action_map_add_action_entries (G_ACTION_MAP (window), win_entries, G_N_ELEMENTS (win_entries), builder);
  /* The builder lives as long as the window: the actions look the rows up in it. */
  g_object_set_data_full (G_OBJECT (window), "builder", builder, g_object_unref);
  gtk_window_set_application (window, app);
  gtk_window_present (window);
}

int
main (int argc, char **argv)
{
  GtkApplication *app;
  int status;

  if (argc != 2)
    {
      fprintf (stderr, "usage: %s FILE.ui\n", argv[0]);
      return 2;
    }
  ui_file = argv[1];
  swipe_init ();
  app = gtk_application_new ("io.github.swipeblocks.CActions", G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  status = g_application_run (G_APPLICATION (app), 1, argv);
  g_object_unref (app);
  return status;
}
