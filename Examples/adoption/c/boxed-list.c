/* Adoption recipe 1 (docs/reference/adoption.md): a mail window's AdwActionRows in a boxed list,
 * each inside a SwipeActionRow whose Archive and Delete run the window's GActions.
 *
 * win.archive and win.delete take a message's title, print one line (the action's name and the
 * title) and remove the message; activating a message prints "open" and its title.
 *
 *   cc boxed-list.c -o boxed-list $(pkg-config --cflags --libs swipewidgets-0 libadwaita-1)
 *   ./boxed-list ../ui
 */
#include <adwaita.h>
#include <stdio.h>
#include <swipewidgets.h>

static void
say (const char *what, const char *title)
{
  printf ("%s %s\n", what, title);
  fflush (stdout);
}

static void
open_message (AdwActionRow *row, gpointer data)
{
  say ("open", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)));
}

static GtkWidget *
make_row (gpointer message, gpointer data)
{
  const char *title = gtk_string_object_get_string (message);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *swipe = swipe_action_row_new (row);
  g_autoptr (SwipeAction) archive = g_object_new (SWIPE_TYPE_ACTION, "id", "archive", "title", "Archive",
                                                  "icon-name", "folder-symbolic", "action-name", "win.archive",
                                                  "action-target", g_variant_new_string (title), NULL);
  g_autoptr (SwipeAction) delete = g_object_new (SWIPE_TYPE_ACTION, "id", "delete", "title", "Delete",
                                                 "icon-name", "user-trash-symbolic", "tint", &(GdkRGBA) { 0.88, 0.11, 0.14, 1 },
                                                 "role", SWIPE_ACTION_ROLE_DESTRUCTIVE, "action-name", "win.delete",
                                                 "action-target", g_variant_new_string (title), NULL);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_signal_connect (row, "activated", G_CALLBACK (open_message), NULL);
  swipe_action_row_add_action (SWIPE_ACTION_ROW (swipe), archive);
  swipe_action_row_add_action (SWIPE_ACTION_ROW (swipe), delete);
  return swipe;
}

static void
done (GSimpleAction *action, GVariant *title, gpointer messages)
{
  guint n = g_list_model_get_n_items (messages);

  say (g_action_get_name (G_ACTION (action)), g_variant_get_string (title, NULL));
  for (guint i = 0; i < n; i++)
    if (g_str_equal (gtk_string_list_get_string (messages, i), g_variant_get_string (title, NULL)))
      {
        gtk_string_list_remove (messages, i);
        break;
      }
}

static const GActionEntry win_entries[] = {
  { .name = "archive", .activate = done, .parameter_type = "s" },
  { .name = "delete", .activate = done, .parameter_type = "s" },
};

static void
activate (GtkApplication *app, gpointer ui_dir)
{
  g_autofree char *path = g_build_filename (ui_dir, "boxed-list.ui", NULL);
  GtkBuilder *builder = gtk_builder_new_from_file (path);
  GtkWindow *window = GTK_WINDOW (gtk_builder_get_object (builder, "window"));
  GListModel *messages = G_LIST_MODEL (gtk_builder_get_object (builder, "messages"));

  gtk_list_box_bind_model (GTK_LIST_BOX (gtk_builder_get_object (builder, "list")), messages,
                           make_row, NULL, NULL);
  g_action_map_add_action_entries (G_ACTION_MAP (window), win_entries, G_N_ELEMENTS (win_entries), messages);
  /* The builder lives as long as the window: the actions use its model. */
  g_object_set_data_full (G_OBJECT (window), "builder", builder, g_object_unref);
  gtk_window_set_application (window, app);
  gtk_window_present (window);
}

int
main (int argc, char **argv)
{
  g_autoptr (AdwApplication) app = NULL;

  if (argc != 2)
    {
      fprintf (stderr, "usage: %s UI_DIR\n", argv[0]);
      return 2;
    }
  app = adw_application_new ("io.github.swipeblocks.AdoptBoxedList", G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "activate", G_CALLBACK (activate), argv[1]);
  return g_application_run (G_APPLICATION (app), 1, argv);
}
