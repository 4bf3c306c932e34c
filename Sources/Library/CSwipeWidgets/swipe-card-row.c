/* SwipeCardRow: leading and trailing actions, three reveal styles, a full swipe. */
#include "swipe-card-row.h"
#include "swipe-row-private.h"

/**
 * SwipeCardRow:
 *
 * The Full-Swipe Card row: leading and trailing actions, revealed in one of three styles, and a
 * full swipe that runs the first action of its edge (the one nearest the edge). A destructive
 * action (#SWIPE_ACTION_ROLE_DESTRUCTIVE) slides the row out and collapses it before
 * #SwipeRow::action; remove the item then.
 */
typedef struct
{
  GListStore *leading;
  GListStore *trailing;
} SwipeCardRowPrivate;

G_DEFINE_TYPE_WITH_PRIVATE (SwipeCardRow, swipe_card_row, SWIPE_TYPE_ROW)

/* The options. */
enum { PROP_0, PROP_OPTIONS };

static guint
action_lists (SwipeRow *row, GListModel *lists[SWIPE_ROW_MAX_ACTION_LISTS])
{
  SwipeCardRowPrivate *priv = swipe_card_row_get_instance_private (SWIPE_CARD_ROW (row));
  lists[0] = G_LIST_MODEL (priv->leading);
  lists[1] = G_LIST_MODEL (priv->trailing);
  return 2;
}

static gboolean
add_action (SwipeRow *row, SwipeEdge edge, SwipeAction *action)
{
  swipe_card_row_add_action (SWIPE_CARD_ROW (row), edge, action);
  return TRUE;
}

static gboolean
find_gaction (SwipeRow *row, const char *action_id, const char **name, GVariant **target)
{
  SwipeCardRowPrivate *priv = swipe_card_row_get_instance_private (SWIPE_CARD_ROW (row));
  return swipe_row_find_gaction_in (G_LIST_MODEL (priv->leading), action_id, name, target)
         || swipe_row_find_gaction_in (G_LIST_MODEL (priv->trailing), action_id, name, target);
}

static const SwipeRowKind kind = {
  .name = "cardList", .action_lists = action_lists, .add_action = add_action, .find_gaction = find_gaction,
};

static void
swipe_card_row_dispose (GObject *object)
{
  SwipeCardRowPrivate *priv = swipe_card_row_get_instance_private (SWIPE_CARD_ROW (object));
  g_clear_object (&priv->leading);
  g_clear_object (&priv->trailing);
  G_OBJECT_CLASS (swipe_card_row_parent_class)->dispose (object);
}

static void
swipe_card_row_class_init (SwipeCardRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = swipe_card_row_dispose;
  object_class->get_property = swipe_row_get_option;
  object_class->set_property = swipe_row_set_option;
  swipe_row_kind_register (object_class, &kind, PROP_OPTIONS);
}

static void
swipe_card_row_init (SwipeCardRow *self)
{
  SwipeCardRowPrivate *priv = swipe_card_row_get_instance_private (self);
  priv->leading = g_list_store_new (SWIPE_TYPE_ACTION);
  priv->trailing = g_list_store_new (SWIPE_TYPE_ACTION);
}

/**
 * swipe_card_row_new:
 * @child: (nullable): the widget the row slides
 *
 * Makes a card row with no actions yet and the default options.
 *
 * Returns: the row
 */
GtkWidget *
swipe_card_row_new (GtkWidget *child)
{
  return g_object_new (SWIPE_TYPE_CARD_ROW, "child", child, NULL);
}

/**
 * swipe_card_row_add_action:
 * @self: a card row
 * @edge: the side the action's button is on
 * @action: the action; the first of an edge is nearest the edge and is its full-swipe action
 *
 * Adds a button on one side of the row (the row keeps a reference to @action).
 */
void
swipe_card_row_add_action (SwipeCardRow *self, SwipeEdge edge, SwipeAction *action)
{
  g_return_if_fail (SWIPE_IS_CARD_ROW (self));
  g_return_if_fail (edge <= SWIPE_EDGE_TRAILING);
  g_return_if_fail (SWIPE_IS_ACTION (action));
  SwipeCardRowPrivate *priv = swipe_card_row_get_instance_private (self);
  g_list_store_append (edge == SWIPE_EDGE_LEADING ? priv->leading : priv->trailing, action);
  swipe_row_reconfigure (SWIPE_ROW (self));
}

/**
 * swipe_card_row_remove_all_actions:
 * @self: a card row
 *
 * Removes every button on both sides.
 */
void
swipe_card_row_remove_all_actions (SwipeCardRow *self)
{
  g_return_if_fail (SWIPE_IS_CARD_ROW (self));
  SwipeCardRowPrivate *priv = swipe_card_row_get_instance_private (self);
  g_list_store_remove_all (priv->leading);
  g_list_store_remove_all (priv->trailing);
  swipe_row_reconfigure (SWIPE_ROW (self));
}

/**
 * swipe_card_row_get_actions:
 * @self: a card row
 * @edge: a side
 *
 * Gets the actions.
 *
 * Returns: (transfer none): the actions (#SwipeAction) on that side, the one nearest the edge first
 */
GListModel *
swipe_card_row_get_actions (SwipeCardRow *self, SwipeEdge edge)
{
  g_return_val_if_fail (SWIPE_IS_CARD_ROW (self), NULL);
  g_return_val_if_fail (edge <= SWIPE_EDGE_TRAILING, NULL);
  SwipeCardRowPrivate *priv = swipe_card_row_get_instance_private (self);
  return G_LIST_MODEL (edge == SWIPE_EDGE_LEADING ? priv->leading : priv->trailing);
}
