/* SwipeDismissRow: flung or dragged past half the width, the row flies out and its space closes. */
#include "swipe-dismiss-row.h"
#include "swipe-row-private.h"

/**
 * SwipeDismissRow:
 *
 * Android's swipe-to-dismiss, as RecyclerView's ItemTouchHelper has it: the row follows the
 * finger and, released past #SwipeDismissRow:swipe-threshold of the width or flung the way it
 * was going at #SwipeDismissRow:swipe-escape-velocity or faster, flies out, lets its space close
 * and emits #SwipeRow::action with its #SwipeDismissRow:action-id; otherwise it settles back.
 * Remove its item then. Return, Delete, Left and Right, the menu and AT-SPI dismiss it too.
 *
 * The row is a [iface@Gtk.Actionable]: its [property@Gtk.Actionable:action-name] GAction, with
 * its `action-target`, is activated as the row is dismissed, before [signal@Row::action].
 */
typedef struct
{
  SwipeRowGAction gaction;
} SwipeDismissRowPrivate;

G_DEFINE_TYPE_WITH_CODE (SwipeDismissRow, swipe_dismiss_row, SWIPE_TYPE_ROW,
                         G_ADD_PRIVATE (SwipeDismissRow)
                         G_IMPLEMENT_INTERFACE (GTK_TYPE_ACTIONABLE, swipe_row_actionable_init))

/* GtkActionable's, overridden; then the options. */
enum { PROP_0, PROP_GACTION_NAME, PROP_GACTION_TARGET, PROP_OPTIONS };

static void
swipe_dismiss_row_finalize (GObject *object)
{
  SwipeDismissRowPrivate *priv = swipe_dismiss_row_get_instance_private (SWIPE_DISMISS_ROW (object));
  swipe_row_gaction_clear (&priv->gaction);
  G_OBJECT_CLASS (swipe_dismiss_row_parent_class)->finalize (object);
}

static void
swipe_dismiss_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  SwipeDismissRowPrivate *priv = swipe_dismiss_row_get_instance_private (SWIPE_DISMISS_ROW (object));
  switch (prop_id)
    {
    case PROP_GACTION_NAME: g_value_set_string (value, priv->gaction.name); break;
    case PROP_GACTION_TARGET: g_value_set_variant (value, priv->gaction.target); break;
    default: swipe_row_get_option (object, prop_id, value, pspec);
    }
}

static void
swipe_dismiss_row_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  SwipeDismissRowPrivate *priv = swipe_dismiss_row_get_instance_private (SWIPE_DISMISS_ROW (object));
  switch (prop_id)
    {
    case PROP_GACTION_NAME: swipe_row_gaction_set_name (&priv->gaction, g_value_get_string (value)); break;
    case PROP_GACTION_TARGET: swipe_row_gaction_set_target (&priv->gaction, g_value_get_variant (value)); break;
    default: swipe_row_set_option (object, prop_id, value, pspec);
    }
}

static gboolean
find_gaction (SwipeRow *row, const char *action_id, const char **name, GVariant **target)
{
  SwipeDismissRowPrivate *priv = swipe_dismiss_row_get_instance_private (SWIPE_DISMISS_ROW (row));
  return swipe_row_gaction_find (&priv->gaction, name, target);
}

static SwipeRowGAction *
gaction (SwipeRow *row)
{
  SwipeDismissRowPrivate *priv = swipe_dismiss_row_get_instance_private (SWIPE_DISMISS_ROW (row));
  return &priv->gaction;
}

static const SwipeRowKind kind = { .name = "dismiss", .find_gaction = find_gaction, .gaction = gaction };

static void
swipe_dismiss_row_class_init (SwipeDismissRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = swipe_dismiss_row_finalize;
  object_class->get_property = swipe_dismiss_row_get_property;
  object_class->set_property = swipe_dismiss_row_set_property;
  /* GtkActionable's action-name: the GAction the row activates. */
  g_object_class_override_property (object_class, PROP_GACTION_NAME, "action-name");
  /* GtkActionable's action-target: its parameter. */
  g_object_class_override_property (object_class, PROP_GACTION_TARGET, "action-target");
  swipe_row_kind_register (object_class, &kind, PROP_OPTIONS);
}

static void
swipe_dismiss_row_init (SwipeDismissRow *self)
{
}

/**
 * swipe_dismiss_row_new:
 * @child: (nullable): the widget the row slides
 *
 * Makes a swipe-to-dismiss row with the default options (Android's).
 *
 * Returns: the row
 */
GtkWidget *
swipe_dismiss_row_new (GtkWidget *child)
{
  return g_object_new (SWIPE_TYPE_DISMISS_ROW, "child", child, NULL);
}
