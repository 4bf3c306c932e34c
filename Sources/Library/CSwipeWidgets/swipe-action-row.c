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
} SwipeActionRowPrivate;

G_DEFINE_TYPE_WITH_PRIVATE (SwipeActionRow, swipe_action_row, SWIPE_TYPE_ROW)

/* The options. */
enum { PROP_0, PROP_OPTIONS };

static guint
action_lists (SwipeRow *row, GListModel *lists[SWIPE_ROW_MAX_ACTION_LISTS])
{
  SwipeActionRowPrivate *priv = swipe_action_row_get_instance_private (SWIPE_ACTION_ROW (row));
  lists[0] = G_LIST_MODEL (priv->actions);
  return 1;
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

static const SwipeRowKind kind = {
  .name = "actionRow", .action_lists = action_lists, .add_action = add_action, .find_gaction = find_gaction,
};

static void
swipe_action_row_dispose (GObject *object)
{
  SwipeActionRowPrivate *priv = swipe_action_row_get_instance_private (SWIPE_ACTION_ROW (object));
  g_clear_object (&priv->actions);
  G_OBJECT_CLASS (swipe_action_row_parent_class)->dispose (object);
}

static void
swipe_action_row_class_init (SwipeActionRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = swipe_action_row_dispose;
  object_class->get_property = swipe_row_get_option;
  object_class->set_property = swipe_row_set_option;
  swipe_row_kind_register (object_class, &kind, PROP_OPTIONS);
}

static void
swipe_action_row_init (SwipeActionRow *self)
{
  SwipeActionRowPrivate *priv = swipe_action_row_get_instance_private (self);
  priv->actions = g_list_store_new (SWIPE_TYPE_ACTION);
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
