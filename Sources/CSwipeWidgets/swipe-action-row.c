/* SwipeActionRow: swiped toward the trailing edge, the row opens on its action buttons. */
#include "swipe-action-row.h"
#include "swipe-row-private.h"

/**
 * SwipeActionRow:
 *
 * The Swipe Action Row: swiped toward the trailing edge, the row opens on its action buttons
 * (leading to trailing, in the order added); a button closes the row and emits #SwipeRow::action
 * with its id. Return runs the first action, Delete the one with the id `delete` (or the last).
 */
typedef struct
{
  GListStore *actions;
  double button_width;
  double minimum_distance;
} SwipeActionRowPrivate;

G_DEFINE_TYPE_WITH_PRIVATE (SwipeActionRow, swipe_action_row, SWIPE_TYPE_ROW)

enum { PROP_0, PROP_BUTTON_WIDTH, PROP_MINIMUM_DISTANCE, N_PROPS };
static GParamSpec *props[N_PROPS];
static SwipeGlueOptions defaults;

static void
fill_options (SwipeRow *row, SwipeGlueOptions *o)
{
  SwipeActionRow *self = SWIPE_ACTION_ROW (row);
  SwipeActionRowPrivate *priv = swipe_action_row_get_instance_private (self);
  guint n = priv->actions ? g_list_model_get_n_items (G_LIST_MODEL (priv->actions)) : 0;
  SwipeGlueAction *actions = g_new0 (SwipeGlueAction, n);   /* freed by swipe_row_reconfigure */

  if (n > 0)
    swipe_row_glue_actions (G_LIST_MODEL (priv->actions), actions, n);
  o->kind = SWIPE_GLUE_ACTION_ROW;
  o->actions = actions;
  o->n_actions = n;
  o->button_width = priv->button_width;
  o->minimum_distance = priv->minimum_distance;
}

static gboolean
add_action (SwipeRow *row, SwipeEdge edge, SwipeAction *action)
{
  if (edge != SWIPE_EDGE_TRAILING)
    return FALSE;
  swipe_action_row_add_action (SWIPE_ACTION_ROW (row), action);
  return TRUE;
}

static gboolean
find_gaction (SwipeRow *row, const char *action_id, const char **name, GVariant **target)
{
  SwipeActionRowPrivate *priv = swipe_action_row_get_instance_private (SWIPE_ACTION_ROW (row));
  return swipe_row_find_gaction_in (G_LIST_MODEL (priv->actions), action_id, name, target);
}

static const SwipeRowKind kind = { fill_options, add_action, find_gaction, NULL };

static void
swipe_action_row_dispose (GObject *object)
{
  SwipeActionRow *self = SWIPE_ACTION_ROW (object);
  SwipeActionRowPrivate *priv = swipe_action_row_get_instance_private (self);
  g_clear_object (&priv->actions);
  G_OBJECT_CLASS (swipe_action_row_parent_class)->dispose (object);
}

static void
swipe_action_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  SwipeActionRow *self = SWIPE_ACTION_ROW (object);
  SwipeActionRowPrivate *priv = swipe_action_row_get_instance_private (self);
  switch (prop_id)
    {
    case PROP_BUTTON_WIDTH: g_value_set_double (value, priv->button_width); break;
    case PROP_MINIMUM_DISTANCE: g_value_set_double (value, priv->minimum_distance); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
swipe_action_row_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  SwipeActionRow *self = SWIPE_ACTION_ROW (object);
  SwipeActionRowPrivate *priv = swipe_action_row_get_instance_private (self);
  switch (prop_id)
    {
    case PROP_BUTTON_WIDTH: priv->button_width = g_value_get_double (value); break;
    case PROP_MINIMUM_DISTANCE: priv->minimum_distance = g_value_get_double (value); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec); return;
    }
  swipe_row_reconfigure (SWIPE_ROW (self));
}

static void
swipe_action_row_class_init (SwipeActionRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  /* Not construct properties: the fields start at the defaults in init, so a template's values
   * (set during init) are not overwritten by the defaults after it. */
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS;

  swipe_swift_default_options (SWIPE_GLUE_ACTION_ROW, &defaults);
  object_class->dispose = swipe_action_row_dispose;
  object_class->get_property = swipe_action_row_get_property;
  object_class->set_property = swipe_action_row_set_property;
  swipe_row_kind_register (G_TYPE_FROM_CLASS (klass), &kind);

  /**
   * SwipeActionRow:button-width:
   *
   * Each button's width in pixels; the row opens by their total width.
   */
  props[PROP_BUTTON_WIDTH] = g_param_spec_double ("button-width", NULL, NULL, 1, 1000, defaults.button_width, flags);
  /**
   * SwipeActionRow:minimum-distance:
   *
   * Pixels a drag travels before the row follows it.
   */
  props[PROP_MINIMUM_DISTANCE] = g_param_spec_double ("minimum-distance", NULL, NULL, 0, 1000,
                                                      defaults.minimum_distance, flags);
  g_object_class_install_properties (object_class, N_PROPS, props);
}

static void
swipe_action_row_init (SwipeActionRow *self)
{
  SwipeActionRowPrivate *priv = swipe_action_row_get_instance_private (self);
  priv->actions = g_list_store_new (SWIPE_TYPE_ACTION);
  priv->button_width = defaults.button_width;
  priv->minimum_distance = defaults.minimum_distance;
}

/**
 * swipe_action_row_new:
 * @child: (nullable): the widget the row slides
 *
 * Makes an action row with no actions yet and the default options.
 *
 * Returns: the row
 */
GtkWidget *
swipe_action_row_new (GtkWidget *child)
{
  return g_object_new (SWIPE_TYPE_ACTION_ROW, "child", child, NULL);
}

/**
 * swipe_action_row_add_action:
 * @self: an action row
 * @action: the action to add after the others
 *
 * Adds a button behind the row (the row keeps a reference to @action).
 */
void
swipe_action_row_add_action (SwipeActionRow *self, SwipeAction *action)
{
  g_return_if_fail (SWIPE_IS_ACTION_ROW (self));
  g_return_if_fail (SWIPE_IS_ACTION (action));
  SwipeActionRowPrivate *priv = swipe_action_row_get_instance_private (self);
  g_list_store_append (priv->actions, action);
  swipe_row_reconfigure (SWIPE_ROW (self));
}

/**
 * swipe_action_row_remove_all_actions:
 * @self: an action row
 *
 * Removes every button behind the row.
 */
void
swipe_action_row_remove_all_actions (SwipeActionRow *self)
{
  g_return_if_fail (SWIPE_IS_ACTION_ROW (self));
  SwipeActionRowPrivate *priv = swipe_action_row_get_instance_private (self);
  g_list_store_remove_all (priv->actions);
  swipe_row_reconfigure (SWIPE_ROW (self));
}

/**
 * swipe_action_row_get_actions:
 * @self: an action row
 *
 * Gets the row's actions.
 *
 * Returns: (transfer none): the row's actions (#SwipeAction), leading to trailing
 */
GListModel *
swipe_action_row_get_actions (SwipeActionRow *self)
{
  g_return_val_if_fail (SWIPE_IS_ACTION_ROW (self), NULL);
  SwipeActionRowPrivate *priv = swipe_action_row_get_instance_private (self);
  return G_LIST_MODEL (priv->actions);
}
