/* RowSlot: the box a row's child goes in. */
#include "swipe-row-private.h"

/* The box the app's child goes in (CSS name `box`): a widget that lays out its one child over
 * all of itself, without a GtkBox's layout manager (measured: 2.4 KiB a row less in a list of
 * 1,000). A child that is a GtkListBoxRow (an AdwActionRow the app had in its list) is no focus
 * stop of its own inside a swipe row, which is the list's row now: focus goes on to the widgets
 * inside it (a GtkListBoxRow outside a GtkListBox cannot take focus without a critical
 * warning). Not exported. */
typedef GtkWidget RowSlot;
typedef GtkWidgetClass RowSlotClass;
G_DEFINE_TYPE (RowSlot, swipe_row_slot, GTK_TYPE_WIDGET)

static gboolean
swipe_row_slot_focus (GtkWidget *widget, GtkDirectionType direction)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);
  if (child != NULL && GTK_IS_LIST_BOX_ROW (child))
    {
      GtkWidget *inside = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (child));
      return inside != NULL && gtk_widget_child_focus (inside, direction);
    }
  return GTK_WIDGET_CLASS (swipe_row_slot_parent_class)->focus (widget, direction);
}

static GtkSizeRequestMode
swipe_row_slot_get_request_mode (GtkWidget *widget)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);
  return child != NULL ? gtk_widget_get_request_mode (child) : GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void
swipe_row_slot_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                  int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);
  if (child != NULL && gtk_widget_should_layout (child))
    gtk_widget_measure (child, orientation, for_size, minimum, natural, minimum_baseline, natural_baseline);
}

static void
swipe_row_slot_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);
  if (child != NULL && gtk_widget_should_layout (child))
    gtk_widget_allocate (child, width, height, baseline, NULL);
}

static void
swipe_row_slot_dispose (GObject *object)
{
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))))
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (swipe_row_slot_parent_class)->dispose (object);
}

static void
swipe_row_slot_class_init (RowSlotClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = swipe_row_slot_dispose;
  klass->focus = swipe_row_slot_focus;
  klass->get_request_mode = swipe_row_slot_get_request_mode;
  klass->measure = swipe_row_slot_measure;
  klass->size_allocate = swipe_row_slot_size_allocate;
  gtk_widget_class_set_css_name (klass, "box");
}

static void
swipe_row_slot_init (RowSlot *self)
{
}
