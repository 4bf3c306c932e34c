/* Delete with undo (docs/reference/undo.md): a task list whose Delete takes the task away and
 * shows a toast with Undo; Undo (its button, or Ctrl+Z) brings the tasks back newest first, each
 * where it was, its row growing in.
 *
 * Prints one line per change: "delete Renew the passport" and "undo Renew the passport at 1".
 *
 *   cc undo.c -o undo $(pkg-config --cflags --libs swipewidgets-0 libadwaita-1)
 */
#include <adwaita.h>
#include <stdio.h>
#include <swipewidgets.h>

static const char *const TASKS[] = { "Water the plants", "Renew the passport", "Return the library books",
                                     "Pay the electricity bill" };

typedef struct
{
  GListStore *tasks;
  SwipeListView *view;
  AdwToastOverlay *toasts;
  GPtrArray *deleted; /* the titles, for the toasts: the list remembers the tasks themselves */
  AdwToast *shown;    /* the toast offering Undo */
} Window;

static void show_toast (Window *self);

static void
setup (SwipeListView *view, SwipeRow *row, gpointer data)
{
  g_autoptr (SwipeAction) delete = g_object_new (SWIPE_TYPE_ACTION, "id", "delete", "title", "Delete",
                                                 "icon-name", "user-trash-symbolic",
                                                 "role", SWIPE_ACTION_ROLE_DESTRUCTIVE, NULL);
  GtkWidget *label = g_object_new (GTK_TYPE_LABEL, "xalign", 0.0f, "margin-start", 12, "margin-top", 18,
                                   "margin-bottom", 18, NULL);

  swipe_row_set_child (row, label);
  swipe_action_row_add_action (SWIPE_ACTION_ROW (row), delete);
}

static void
bind (SwipeListView *view, SwipeRow *row, gpointer task, guint position, gpointer data)
{
  gtk_label_set_label (GTK_LABEL (swipe_row_get_child (row)), gtk_string_object_get_string (task));
}

static void
forget (AdwToast *toast, Window *self)
{
  if (toast != self->shown)
    return;
  swipe_list_view_clear_undo (self->view);
  g_ptr_array_set_size (self->deleted, 0);
}

/* One toast at a time, for the newest deletion; once it times out, undo is over. */
static void
show_toast (Window *self)
{
  AdwToast *old = g_steal_pointer (&self->shown);
  g_autofree char *title = NULL;

  if (old)
    adw_toast_dismiss (old);
  if (!swipe_list_view_get_can_undo (self->view))
    return;
  title = g_strdup_printf ("‘%s’ deleted", (char *) g_ptr_array_index (self->deleted, self->deleted->len - 1));
  self->shown = adw_toast_new (title);
  adw_toast_set_button_label (self->shown, "Undo");
  adw_toast_set_action_name (self->shown, "win.undo");
  adw_toast_set_timeout (self->shown, 10);
  g_signal_connect (self->shown, "dismissed", G_CALLBACK (forget), self);
  adw_toast_overlay_add_toast (self->toasts, self->shown);
}

/* [delete] */
static void
delete (SwipeListView *view, guint position, SwipeRow *row, const char *action_id, Window *self)
{
  g_autoptr (GtkStringObject) task = g_list_model_get_item (G_LIST_MODEL (self->tasks), position);

  g_ptr_array_add (self->deleted, g_strdup (gtk_string_object_get_string (task)));
  printf ("delete %s\n", gtk_string_object_get_string (task));
  fflush (stdout);
  swipe_list_view_remove_item (view, position);
  show_toast (self);
}
/* [delete] */

/* [undo] */
static void
undo (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  Window *self = data;
  guint position = 0;
  g_autofree char *title = NULL;

  if (!swipe_list_view_undo (self->view, &position))
    return;
  title = g_ptr_array_steal_index (self->deleted, self->deleted->len - 1);
  printf ("undo %s at %u\n", title, position);
  fflush (stdout);
  show_toast (self);
}
/* [undo] */

static void
free_window (gpointer data)
{
  Window *self = data;

  g_ptr_array_unref (self->deleted);
  g_object_unref (self->tasks);
  g_free (self);
}

static void
activate (GtkApplication *app, gpointer data)
{
  Window *self = g_new0 (Window, 1);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *window = adw_application_window_new (app);
  g_autoptr (GSimpleAction) action = g_simple_action_new ("undo", NULL);
  const char *undo_keys[] = { "<Control>z", NULL };

  self->tasks = g_list_store_new (GTK_TYPE_STRING_OBJECT);
  for (guint i = 0; i < G_N_ELEMENTS (TASKS); i++)
    {
      g_autoptr (GtkStringObject) task = gtk_string_object_new (TASKS[i]);
      g_list_store_append (self->tasks, task);
    }
  self->deleted = g_ptr_array_new_with_free_func (g_free);
  self->view = SWIPE_LIST_VIEW (swipe_list_view_new (G_LIST_MODEL (self->tasks), SWIPE_TYPE_ACTION_ROW));
  g_signal_connect (self->view, "setup-row", G_CALLBACK (setup), NULL);
  g_signal_connect (self->view, "bind-row", G_CALLBACK (bind), NULL);
  g_signal_connect (self->view, "row-action::delete", G_CALLBACK (delete), self);
  self->toasts = ADW_TOAST_OVERLAY (adw_toast_overlay_new ());
  adw_toast_overlay_set_child (self->toasts, GTK_WIDGET (self->view));
  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->toasts));
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_set_title (GTK_WINDOW (window), "Undo");
  gtk_window_set_default_size (GTK_WINDOW (window), 480, 360);
  /* [undo-action] */
  g_signal_connect (action, "activate", G_CALLBACK (undo), self);
  g_object_bind_property (self->view, "can-undo", action, "enabled", G_BINDING_SYNC_CREATE);
  g_action_map_add_action (G_ACTION_MAP (window), G_ACTION (action));
  gtk_application_set_accels_for_action (app, "win.undo", undo_keys);
  /* [undo-action] */
  g_object_set_data_full (G_OBJECT (window), "undo-window", self, free_window);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  g_autoptr (AdwApplication) app = adw_application_new ("io.github.swipeblocks.Undo", G_APPLICATION_NON_UNIQUE);

  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
