/* Adoption recipe 3 (docs/reference/adoption.md): a tasks window's GtkListView, now a
 * SwipeListView whose rows' Archive and Delete run the window's GActions with the task they show.
 *
 * win.archive and win.delete take a task, print one line ("archive Return the library books
 * by Tuesday") and remove the task.
 *
 *   cc list-view.c -o list-view $(pkg-config --cflags --libs swipewidgets-0 libadwaita-1)
 *   ./list-view ../ui
 */
#include <adwaita.h>
#include <stdio.h>
#include <swipewidgets.h>

static void
setup (SwipeListView *view, SwipeRow *row, gpointer data)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  g_object_set (label, "margin-start", 12, "margin-end", 12, "margin-top", 18, "margin-bottom", 18, NULL);
  swipe_row_set_child (row, label);
}

static void
bind (SwipeListView *view, SwipeRow *row, gpointer item, guint position, gpointer data)
{
  const char *task = gtk_string_object_get_string (item);
  g_autoptr (SwipeAction) archive = g_object_new (SWIPE_TYPE_ACTION, "id", "archive", "title", "Archive",
                                                  "icon-name", "folder-symbolic", "action-name", "win.archive",
                                                  "action-target", g_variant_new_string (task), NULL);
  g_autoptr (SwipeAction) delete = g_object_new (SWIPE_TYPE_ACTION, "id", "delete", "title", "Delete",
                                                 "icon-name", "user-trash-symbolic", "tint", &(GdkRGBA) { 0.88, 0.11, 0.14, 1 },
                                                 "role", SWIPE_ACTION_ROLE_DESTRUCTIVE, "action-name", "win.delete",
                                                 "action-target", g_variant_new_string (task), NULL);

  gtk_label_set_label (GTK_LABEL (swipe_row_get_child (row)), task);
  /* A row shows one task after another: its actions are remade for the task it shows now. */
  swipe_action_row_remove_all_actions (SWIPE_ACTION_ROW (row));
  swipe_action_row_add_action (SWIPE_ACTION_ROW (row), archive);
  swipe_action_row_add_action (SWIPE_ACTION_ROW (row), delete);
}

static void
done (GSimpleAction *action, GVariant *task, gpointer tasks)
{
  guint n = g_list_model_get_n_items (tasks);

  printf ("%s %s\n", g_action_get_name (G_ACTION (action)), g_variant_get_string (task, NULL));
  fflush (stdout);
  for (guint i = 0; i < n; i++)
    if (g_str_equal (gtk_string_list_get_string (tasks, i), g_variant_get_string (task, NULL)))
      {
        gtk_string_list_remove (tasks, i);
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
  g_autofree char *path = g_build_filename (ui_dir, "list-view.ui", NULL);
  GtkBuilder *builder = gtk_builder_new_from_file (path);
  GtkWindow *window = GTK_WINDOW (gtk_builder_get_object (builder, "window"));
  GListModel *tasks = G_LIST_MODEL (gtk_builder_get_object (builder, "tasks"));
  GtkWidget *view = swipe_list_view_new (tasks, SWIPE_TYPE_ACTION_ROW);

  g_signal_connect (view, "setup-row", G_CALLBACK (setup), NULL);
  g_signal_connect (view, "bind-row", G_CALLBACK (bind), NULL);
  gtk_window_set_child (window, view);
  g_action_map_add_action_entries (G_ACTION_MAP (window), win_entries, G_N_ELEMENTS (win_entries), tasks);
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
  app = adw_application_new ("io.github.swipeblocks.AdoptListView", G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "activate", G_CALLBACK (activate), argv[1]);
  return g_application_run (G_APPLICATION (app), 1, argv);
}
