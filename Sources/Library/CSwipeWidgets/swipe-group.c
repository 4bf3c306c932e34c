/* SwipeGroup: rows of which one at a time is open. */
#include "swipe-group.h"
#include "swipe-glue.h"

/**
 * SwipeGroup:
 *
 * Rows of which at most one is open: opening one closes the other, and a drag that starts on
 * another row closes it. The group holds its rows weakly: a row that is destroyed leaves it. A
 * #SwipeListView has a group of its own.
 */
struct _SwipeGroup
{
  GObject parent_instance;
  gpointer swift;
};

G_DEFINE_FINAL_TYPE (SwipeGroup, swipe_group, G_TYPE_OBJECT)

static void
swipe_group_finalize (GObject *object)
{
  swipe_swift_group_free (SWIPE_GROUP (object)->swift);
  G_OBJECT_CLASS (swipe_group_parent_class)->finalize (object);
}

static void
swipe_group_class_init (SwipeGroupClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = swipe_group_finalize;
}

static void
swipe_group_init (SwipeGroup *self)
{
  self->swift = swipe_swift_group_new ();
}

/**
 * swipe_group_new:
 *
 * Makes an empty group.
 *
 * Returns: (transfer full): the group
 */
SwipeGroup *
swipe_group_new (void)
{
  return g_object_new (SWIPE_TYPE_GROUP, NULL);
}

/**
 * swipe_group_add:
 * @self: a group
 * @row: a row (a row is in one group at a time)
 *
 * Adds a row to the group (weakly: the group does not keep it alive).
 */
void
swipe_group_add (SwipeGroup *self, SwipeRow *row)
{
  g_return_if_fail (SWIPE_IS_GROUP (self));
  g_return_if_fail (SWIPE_IS_ROW (row));
  swipe_swift_group_add (self->swift, GTK_WIDGET (row));
}

/**
 * swipe_group_remove:
 * @self: a group
 * @row: a row of the group
 *
 * Takes a row out of the group.
 */
void
swipe_group_remove (SwipeGroup *self, SwipeRow *row)
{
  g_return_if_fail (SWIPE_IS_GROUP (self));
  g_return_if_fail (SWIPE_IS_ROW (row));
  swipe_swift_group_remove (self->swift, GTK_WIDGET (row));
}

/**
 * swipe_group_open:
 * @self: a group
 * @row: a row of the group
 * @edge: the side whose buttons to show
 *
 * Opens @row on @edge, closing the row that was open.
 */
void
swipe_group_open (SwipeGroup *self, SwipeRow *row, SwipeEdge edge)
{
  g_return_if_fail (SWIPE_IS_GROUP (self));
  g_return_if_fail (SWIPE_IS_ROW (row));
  g_return_if_fail (edge <= SWIPE_EDGE_TRAILING);
  swipe_swift_group_open (self->swift, GTK_WIDGET (row), edge);
}

/**
 * swipe_group_close:
 * @self: a group
 *
 * Closes the open row, if there is one.
 */
void
swipe_group_close (SwipeGroup *self)
{
  g_return_if_fail (SWIPE_IS_GROUP (self));
  swipe_swift_group_close (self->swift);
}

/**
 * swipe_group_is_open:
 * @self: a group
 * @row: a row
 *
 * Tells whether @row is the group's open row.
 *
 * Returns: whether @row is the group's open row
 */
gboolean
swipe_group_is_open (SwipeGroup *self, SwipeRow *row)
{
  g_return_val_if_fail (SWIPE_IS_GROUP (self), FALSE);
  g_return_val_if_fail (SWIPE_IS_ROW (row), FALSE);
  return swipe_swift_group_is_open (self->swift, GTK_WIDGET (row));
}

/**
 * swipe_group_is_any_row_open:
 * @self: a group
 *
 * Tells whether a row of the group is open.
 *
 * Returns: whether a row of the group is open
 */
gboolean
swipe_group_is_any_row_open (SwipeGroup *self)
{
  g_return_val_if_fail (SWIPE_IS_GROUP (self), FALSE);
  return swipe_swift_group_is_any_row_open (self->swift);
}

/**
 * swipe_group_get_open_row:
 * @self: a group
 *
 * Gets the open row.
 *
 * Returns: (transfer none) (nullable): the open row, or %NULL
 */
SwipeRow *
swipe_group_get_open_row (SwipeGroup *self)
{
  GtkWidget *row;
  g_return_val_if_fail (SWIPE_IS_GROUP (self), NULL);
  row = swipe_swift_group_open_row (self->swift);
  return row ? SWIPE_ROW (row) : NULL;
}
