/* SwipeCompletionRow: swiped forward past its threshold, the row checks, slides out, collapses. */
#include "swipe-completion-row.h"
#include "swipe-row-private.h"

/**
 * SwipeCompletionRow:
 *
 * The Completion Swipe Row: swiped toward the trailing edge past its threshold, the row shows a
 * checkmark on its tint, slides out and collapses, then activates its
 * [property@Gtk.Actionable:action-name] GAction, if it has one, and emits [signal@Row::completed]
 * once. Remove its item then. Return, the menu and AT-SPI complete it too.
 *
 * The row is a [iface@Gtk.Actionable]: in a .ui file,
 * `<property name="action-name">win.complete</property>` with an `action-target` is all an app
 * needs to hear of it.
 */
typedef struct
{
  SwipeRowGAction gaction;
} SwipeCompletionRowPrivate;

G_DEFINE_TYPE_WITH_CODE (SwipeCompletionRow, swipe_completion_row, SWIPE_TYPE_ROW,
                         G_ADD_PRIVATE (SwipeCompletionRow)
                         G_IMPLEMENT_INTERFACE (GTK_TYPE_ACTIONABLE, swipe_row_actionable_init))

/* GtkActionable's, overridden; then the options. */
enum { PROP_0, PROP_GACTION_NAME, PROP_GACTION_TARGET, PROP_OPTIONS };

static void
swipe_completion_row_finalize (GObject *object)
{
  SwipeCompletionRowPrivate *priv = swipe_completion_row_get_instance_private (SWIPE_COMPLETION_ROW (object));
  swipe_row_gaction_clear (&priv->gaction);
  G_OBJECT_CLASS (swipe_completion_row_parent_class)->finalize (object);
}

static void
swipe_completion_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  SwipeCompletionRowPrivate *priv = swipe_completion_row_get_instance_private (SWIPE_COMPLETION_ROW (object));
  switch (prop_id)
    {
    case PROP_GACTION_NAME: g_value_set_string (value, priv->gaction.name); break;
    case PROP_GACTION_TARGET: g_value_set_variant (value, priv->gaction.target); break;
    default: swipe_row_get_option (object, prop_id, value, pspec);
    }
}

static void
swipe_completion_row_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  SwipeCompletionRowPrivate *priv = swipe_completion_row_get_instance_private (SWIPE_COMPLETION_ROW (object));
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
  SwipeCompletionRowPrivate *priv = swipe_completion_row_get_instance_private (SWIPE_COMPLETION_ROW (row));
  return swipe_row_gaction_find (&priv->gaction, name, target);
}

static SwipeRowGAction *
gaction (SwipeRow *row)
{
  SwipeCompletionRowPrivate *priv = swipe_completion_row_get_instance_private (SWIPE_COMPLETION_ROW (row));
  return &priv->gaction;
}

static const SwipeRowKind kind = { .name = "completion", .find_gaction = find_gaction, .gaction = gaction };

static void
swipe_completion_row_class_init (SwipeCompletionRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = swipe_completion_row_finalize;
  object_class->get_property = swipe_completion_row_get_property;
  object_class->set_property = swipe_completion_row_set_property;
  /* GtkActionable's action-name: the GAction the row activates. */
  g_object_class_override_property (object_class, PROP_GACTION_NAME, "action-name");
  /* GtkActionable's action-target: its parameter. */
  g_object_class_override_property (object_class, PROP_GACTION_TARGET, "action-target");
  swipe_row_kind_register (object_class, &kind, PROP_OPTIONS);
}

static void
swipe_completion_row_init (SwipeCompletionRow *self)
{
}

/**
 * swipe_completion_row_new:
 * @child: (nullable): the widget the row slides
 *
 * Makes a completion row with the default options.
 *
 * Returns: the row
 */
GtkWidget *
swipe_completion_row_new (GtkWidget *child)
{
  return g_object_new (SWIPE_TYPE_COMPLETION_ROW, "child", child, NULL);
}
