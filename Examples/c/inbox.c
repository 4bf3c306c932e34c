/* An inbox and a task list in C, on SwipeWidgets' C API.
 *
 * Swipe a message toward its trailing edge for Archive and Delete; swipe a task forward to
 * complete it. Prints one line per thing that happened: "opened Message 1 trailing",
 * "archive Message 1", "completed Task 1". Ctrl+Q quits. A pointer over a message shows a button
 * that opens it, and the first message peeks as the window shows it, to show that it swipes.
 *
 *   gcc inbox.c -o inbox $(pkg-config --cflags --libs swipewidgets-0)
 */
#include <stdio.h>
#include <string.h>
#include <swipewidgets.h>

static void
say (const char *what, GtkWidget *label, const char *extra)
{
  printf ("%s %s%s%s\n", what, gtk_label_get_text (GTK_LABEL (label)), extra ? " " : "", extra ? extra : "");
  fflush (stdout);
}

static void
on_opened (SwipeRow *row, SwipeEdge edge, gpointer data)
{
  say ("opened", swipe_row_get_child (row), edge == SWIPE_EDGE_LEADING ? "leading" : "trailing");
}

static void
on_closed (SwipeRow *row, gpointer data)
{
  say ("closed", swipe_row_get_child (row), NULL);
}

static void
setup_row (SwipeListView *view, SwipeRow *row, gpointer data)
{
  GtkWidget *label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_margin_start (label, 16);
  gtk_widget_set_size_request (label, -1, 56);
  swipe_row_set_child (row, label);
  g_signal_connect (row, "opened", G_CALLBACK (on_opened), NULL);
  g_signal_connect (row, "closed", G_CALLBACK (on_closed), NULL);
  if (SWIPE_IS_ACTION_ROW (row))
    {
      GdkRGBA red;
      SwipeAction *archive = swipe_action_new ("archive", "Archive", "package-x-generic-symbolic");
      SwipeAction *delete;
      gdk_rgba_parse (&red, "#e01b24");
      delete = swipe_action_new_full ("delete", "Delete", "user-trash-symbolic", &red, SWIPE_ACTION_ROLE_DESTRUCTIVE);
      swipe_action_row_add_action (SWIPE_ACTION_ROW (row), archive);
      swipe_action_row_add_action (SWIPE_ACTION_ROW (row), delete);
      g_object_unref (archive);
      g_object_unref (delete);
    }
}

static void
bind_row (SwipeListView *view, SwipeRow *row, GObject *item, guint position, gpointer data)
{
  gtk_label_set_text (GTK_LABEL (swipe_row_get_child (row)), gtk_string_object_get_string (GTK_STRING_OBJECT (item)));
}

static void
done (SwipeListView *view, guint position, const char *what)
{
  GtkStringList *model = GTK_STRING_LIST (swipe_list_view_get_model (view));
  printf ("%s %s\n", what, gtk_string_list_get_string (model, position));
  fflush (stdout);
  gtk_string_list_remove (model, position);
}

static void
on_row_action (SwipeListView *view, guint position, SwipeRow *row, const char *action, gpointer data)
{
  if (strcmp (action, "complete") != 0)
    done (view, position, action);
}

static void
on_row_completed (SwipeListView *view, guint position, SwipeRow *row, gpointer data)
{
  done (view, position, "completed");
}

static GtkWidget *
add_list (GtkWidget *box, const char *title, const char *item, GType row_type)
{
  const char *items[4] = { NULL };
  char *names[3];
  GtkStringList *model;
  GtkWidget *heading = gtk_label_new (title), *view;

  for (int i = 0; i < 3; i++)
    items[i] = names[i] = g_strdup_printf ("%s %d", item, i + 1);
  model = gtk_string_list_new (items);
  for (int i = 0; i < 3; i++)
    g_free (names[i]);
  view = swipe_list_view_new (G_LIST_MODEL (model), row_type);
  g_object_unref (model);
  g_signal_connect (view, "setup-row", G_CALLBACK (setup_row), NULL);
  g_signal_connect (view, "bind-row", G_CALLBACK (bind_row), NULL);
  g_signal_connect (view, "row-action", G_CALLBACK (on_row_action), NULL);
  g_signal_connect (view, "row-completed", G_CALLBACK (on_row_completed), NULL);
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_set_margin_start (heading, 16);
  gtk_widget_set_margin_top (heading, 12);
  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (GTK_BOX (box), heading);
  gtk_box_append (GTK_BOX (box), view);
  return view;
}

/* The hint of a first launch that messages swipe: the first one slides a little and back as the
 * list first shows it (an app would remember in its settings that it showed it). A row peeks once
 * it is laid out, so it is asked as it is bound. */
static void
hint_first_message (SwipeListView *view, SwipeRow *row, GObject *item, guint position, gpointer data)
{
  if (position != 0)
    return;
  swipe_row_peek (row);
  g_signal_handlers_disconnect_by_func (view, hint_first_message, data);
}

static void
quit (GSimpleAction *action, GVariant *parameter, gpointer app)
{
  g_application_quit (G_APPLICATION (app));
}

static void
activate (GtkApplication *app, gpointer data)
{
  GtkWidget *window = gtk_application_window_new (app);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *inbox = add_list (box, "Inbox", "Message", SWIPE_TYPE_ACTION_ROW);
  add_list (box, "Tasks", "Task", SWIPE_TYPE_COMPLETION_ROW);
  gtk_window_set_title (GTK_WINDOW (window), "Swipe from C");
  gtk_window_set_default_size (GTK_WINDOW (window), 480, 640);
  gtk_window_set_child (GTK_WINDOW (window), box);
  g_signal_connect (inbox, "bind-row", G_CALLBACK (hint_first_message), NULL);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  GtkApplication *app = gtk_application_new ("io.github.swipeblocks.CInbox", G_APPLICATION_NON_UNIQUE);
  GSimpleAction *quit_action = g_simple_action_new ("quit", NULL);
  const char *quit_keys[] = { "<Control>q", NULL };
  int status;
  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  g_signal_connect (quit_action, "activate", G_CALLBACK (quit), app);
  g_action_map_add_action (G_ACTION_MAP (app), G_ACTION (quit_action));
  g_object_unref (quit_action);
  gtk_application_set_accels_for_action (app, "app.quit", quit_keys);
  status = g_application_run (G_APPLICATION (app), argc, argv);
  g_object_unref (app);
  return status;
}
