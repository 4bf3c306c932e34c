/* Adoption recipe 2 (docs/reference/adoption.md): a notes window's cards, made from a template
 * (note-card.ui), each now a SwipeCardRow whose Archive (leading) and Delete (trailing) run the
 * window's GActions.
 *
 * win.archive and win.delete take a note's text, print one line ("archive Book the train to
 * Lyon") and remove the note.
 *
 *   cc cards.c -o cards $(pkg-config --cflags --libs swipewidgets-0 libadwaita-1)
 *   ./cards ../ui
 */
#include <adwaita.h>
#include <stdio.h>
#include <swipewidgets.h>

static const char *ui_dir;

#define NOTE_TYPE_CARD (note_card_get_type ())
G_DECLARE_FINAL_TYPE (NoteCard, note_card, NOTE, CARD, SwipeCardRow)

struct _NoteCard
{
  SwipeCardRow parent_instance;
  GtkLabel *text;
};

G_DEFINE_FINAL_TYPE (NoteCard, note_card, SWIPE_TYPE_CARD_ROW)

static void
note_card_class_init (NoteCardClass *klass)
{
  g_autofree char *path = g_build_filename (ui_dir, "note-card.ui", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GMappedFile) template = g_mapped_file_new (path, FALSE, &error);
  g_autoptr (GBytes) bytes = NULL;

  if (template == NULL)
    g_error ("%s", error->message);
  bytes = g_mapped_file_get_bytes (template);
  gtk_widget_class_set_template (GTK_WIDGET_CLASS (klass), bytes);
  gtk_widget_class_bind_template_child (GTK_WIDGET_CLASS (klass), NoteCard, text);
}

static void
note_card_init (NoteCard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

static GtkWidget *
note_card_new (gpointer note, gpointer data)
{
  NoteCard *card = g_object_new (NOTE_TYPE_CARD, NULL);
  const char *text = gtk_string_object_get_string (note);
  g_autoptr (SwipeAction) archive = g_object_new (SWIPE_TYPE_ACTION, "id", "archive", "title", "Archive",
                                                  "icon-name", "folder-symbolic", "action-name", "win.archive",
                                                  "action-target", g_variant_new_string (text), NULL);
  g_autoptr (SwipeAction) delete = g_object_new (SWIPE_TYPE_ACTION, "id", "delete", "title", "Delete",
                                                 "icon-name", "user-trash-symbolic", "tint", &(GdkRGBA) { 0.88, 0.11, 0.14, 1 },
                                                 "role", SWIPE_ACTION_ROLE_DESTRUCTIVE, "action-name", "win.delete",
                                                 "action-target", g_variant_new_string (text), NULL);

  gtk_label_set_label (card->text, text);
  swipe_card_row_add_action (SWIPE_CARD_ROW (card), SWIPE_EDGE_LEADING, archive);
  swipe_card_row_add_action (SWIPE_CARD_ROW (card), SWIPE_EDGE_TRAILING, delete);
  return GTK_WIDGET (card);
}

static void
done (GSimpleAction *action, GVariant *note, gpointer notes)
{
  guint n = g_list_model_get_n_items (notes);

  printf ("%s %s\n", g_action_get_name (G_ACTION (action)), g_variant_get_string (note, NULL));
  fflush (stdout);
  for (guint i = 0; i < n; i++)
    if (g_str_equal (gtk_string_list_get_string (notes, i), g_variant_get_string (note, NULL)))
      {
        gtk_string_list_remove (notes, i);
        break;
      }
}

static const GActionEntry win_entries[] = {
  { .name = "archive", .activate = done, .parameter_type = "s" },
  { .name = "delete", .activate = done, .parameter_type = "s" },
};

static void
activate (GtkApplication *app, gpointer data)
{
  g_autofree char *path = g_build_filename (ui_dir, "cards.ui", NULL);
  GtkBuilder *builder = gtk_builder_new_from_file (path);
  GtkWindow *window = GTK_WINDOW (gtk_builder_get_object (builder, "window"));
  GListModel *notes = G_LIST_MODEL (gtk_builder_get_object (builder, "notes"));
  g_autofree char *css_path = g_build_filename (ui_dir, "cards.css", NULL);
  g_autoptr (GtkCssProvider) css = gtk_css_provider_new ();

  gtk_css_provider_load_from_path (css, css_path);
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  gtk_list_box_bind_model (GTK_LIST_BOX (gtk_builder_get_object (builder, "list")), notes,
                           note_card_new, NULL, NULL);
  g_action_map_add_action_entries (G_ACTION_MAP (window), win_entries, G_N_ELEMENTS (win_entries), notes);
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
  ui_dir = argv[1];
  app = adw_application_new ("io.github.swipeblocks.AdoptCards", G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  return g_application_run (G_APPLICATION (app), 1, argv);
}
