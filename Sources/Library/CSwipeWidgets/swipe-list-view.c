/* SwipeListView: a virtualized list of swipe rows over a GListModel. */
#include "swipe-list-view.h"
#include "swipe-glue.h"

/**
 * SwipeListView:
 *
 * A scrolling, virtualized list of swipe rows over a #GListModel: it makes a few dozen rows of
 * #SwipeListView:row-type (#SwipeListView::setup-row is where the app gives each its child and
 * actions) and shows the model's items in them as they scroll by (#SwipeListView::bind-row),
 * so ten thousand items cost about what a hundred do. Its rows open one at a time; each item is
 * one focus stop, read by screen readers as an item of the list with its position ("3 of 5").
 * The list selects nothing; its focused item tells screen readers it is selected, so that Orca
 * does not say "not selected" after every row.
 *
 * #SwipeListView::row-action and #SwipeListView::row-completed give the position of the row's
 * item now: remove the item there when its row completes or its destructive action runs.
 *
 * Delete with undo: remove it with swipe_list_view_remove_item() and the list remembers it;
 * swipe_list_view_undo() (the Undo of the app's toast) puts it back where it was, its row
 * growing in, and undoing again brings back the one removed before it. A #GListStore model
 * needs nothing more; any other model is changed by the app in #SwipeListView::remove-item and
 * #SwipeListView::restore-item. See [Undo](undo.html).
 *
 * A row's state follows its item as the model changes: items inserted, removed or moved around
 * the open row leave it open on its item, its own item moved comes back open where it lands, and
 * its own item replaced or reported changed (#GListModel::items-changed over it) puts it at rest.
 * See [Model changes](model-changes.html).
 */
struct _SwipeListView
{
  GtkWidget parent_instance;
  GListModel *model;
  GType row_type;
  GtkWidget *scrolled;
  SwipeListViewHeadingFunc heading_func;
  gpointer heading_data;
  GDestroyNotify heading_destroy;
};

G_DEFINE_FINAL_TYPE (SwipeListView, swipe_list_view, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_MODEL, PROP_ROW_TYPE, PROP_CAN_UNDO, N_PROPS };
static GParamSpec *props[N_PROPS];

enum { SETUP_ROW, BIND_ROW, UNBIND_ROW, ROW_ACTION, ROW_COMPLETED, REMOVE_ITEM, RESTORE_ITEM, N_SIGNALS };
static guint signals[N_SIGNALS];

GtkWidget *
swipe_c_list_create_row (GtkWidget *view)
{
  SwipeListView *self = SWIPE_LIST_VIEW (view);
  /* The list item around the row is the list's item, read by screen readers with the row's
   * name and actions: the row inside is no second list item. */
  GtkWidget *row = g_object_new (self->row_type, "accessible-role", GTK_ACCESSIBLE_ROLE_GENERIC, NULL);
  g_signal_emit (self, signals[SETUP_ROW], 0, row);
  return row;
}

void
swipe_c_list_bind_row (GtkWidget *view, GtkWidget *row, gpointer item, guint position)
{
  g_signal_emit (view, signals[BIND_ROW], 0, row, item, position);
}

void
swipe_c_list_unbind_row (GtkWidget *view, GtkWidget *row)
{
  g_signal_emit (view, signals[UNBIND_ROW], 0, row);
}

char *
swipe_c_list_heading (GtkWidget *view, guint position)
{
  SwipeListView *self = SWIPE_LIST_VIEW (view);
  return self->heading_func ? self->heading_func (position, self->heading_data) : NULL;
}

gboolean
swipe_c_list_has_heading_func (GtkWidget *view)
{
  return SWIPE_LIST_VIEW (view)->heading_func != NULL;
}

void
swipe_c_list_emit (GtkWidget *view, SwipeGlueEvent event, guint position, GtkWidget *row,
                   SwipeEdge edge, const char *action_id)
{
  (void) edge;
  if (event == SWIPE_GLUE_ACTION)
    g_signal_emit (view, signals[ROW_ACTION], g_quark_from_string (action_id), position, row, action_id);
  else if (event == SWIPE_GLUE_COMPLETED)
    g_signal_emit (view, signals[ROW_COMPLETED], 0, position, row);
}

gboolean
swipe_c_list_remove_item (GtkWidget *view, guint position)
{
  gboolean done = FALSE;
  g_signal_emit (view, signals[REMOVE_ITEM], 0, position, &done);
  return done;
}

gboolean
swipe_c_list_restore_item (GtkWidget *view, gpointer item, guint position)
{
  gboolean done = FALSE;
  g_signal_emit (view, signals[RESTORE_ITEM], 0, item, position, &done);
  return done;
}

void
swipe_c_list_notify_can_undo (GtkWidget *view)
{
  g_object_notify_by_pspec (G_OBJECT (view), props[PROP_CAN_UNDO]);
}

static void
swipe_list_view_constructed (GObject *object)
{
  SwipeListView *self = SWIPE_LIST_VIEW (object);

  G_OBJECT_CLASS (swipe_list_view_parent_class)->constructed (object);
  if (self->model == NULL)
    self->model = G_LIST_MODEL (g_list_store_new (G_TYPE_OBJECT));
  if (!g_type_is_a (self->row_type, SWIPE_TYPE_ROW) || G_TYPE_IS_ABSTRACT (self->row_type))
    {
      g_critical ("SwipeListView: row-type %s is not a kind of SwipeRow; making SwipeActionRow rows",
                  g_type_name (self->row_type));
      self->row_type = SWIPE_TYPE_ACTION_ROW;
    }
  self->scrolled = swipe_swift_list_new (GTK_WIDGET (self), self->model);
  gtk_widget_set_parent (self->scrolled, GTK_WIDGET (self));
}

static void
swipe_list_view_dispose (GObject *object)
{
  SwipeListView *self = SWIPE_LIST_VIEW (object);
  if (self->scrolled)
    swipe_swift_list_detach (self->scrolled);
  g_clear_pointer (&self->scrolled, gtk_widget_unparent);
  G_OBJECT_CLASS (swipe_list_view_parent_class)->dispose (object);
}

static void
swipe_list_view_finalize (GObject *object)
{
  SwipeListView *self = SWIPE_LIST_VIEW (object);
  if (self->heading_destroy)
    self->heading_destroy (self->heading_data);
  g_clear_object (&self->model);
  G_OBJECT_CLASS (swipe_list_view_parent_class)->finalize (object);
}

static void
swipe_list_view_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  SwipeListView *self = SWIPE_LIST_VIEW (object);
  switch (prop_id)
    {
    case PROP_MODEL: g_value_set_object (value, self->model); break;
    case PROP_ROW_TYPE: g_value_set_gtype (value, self->row_type); break;
    case PROP_CAN_UNDO: g_value_set_boolean (value, swipe_list_view_get_can_undo (self)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
swipe_list_view_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  SwipeListView *self = SWIPE_LIST_VIEW (object);
  switch (prop_id)
    {
    case PROP_MODEL: self->model = g_value_dup_object (value); break;
    case PROP_ROW_TYPE:
      /* The pspec's default is its base type, SwipeRow itself: then the default kind stays. */
      if (g_value_get_gtype (value) != SWIPE_TYPE_ROW)
        self->row_type = g_value_get_gtype (value);
      break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static gboolean
swipe_list_view_grab_focus (GtkWidget *widget)
{
  SwipeListView *self = SWIPE_LIST_VIEW (widget);
  return self->scrolled != NULL && gtk_widget_child_focus (self->scrolled, GTK_DIR_TAB_FORWARD);
}

static void
swipe_list_view_class_init (SwipeListViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS;

  object_class->constructed = swipe_list_view_constructed;
  object_class->dispose = swipe_list_view_dispose;
  object_class->finalize = swipe_list_view_finalize;
  object_class->get_property = swipe_list_view_get_property;
  object_class->set_property = swipe_list_view_set_property;
  swipe_list_view_confirm_class_init (object_class);
  widget_class->grab_focus = swipe_list_view_grab_focus;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "swipelistview");

  /**
   * SwipeListView:model:
   *
   * The items the list shows, one row each (the list keeps a reference).
   */
  props[PROP_MODEL] = g_param_spec_object ("model", NULL, NULL, G_TYPE_LIST_MODEL, flags);
  /**
   * SwipeListView:row-type:
   *
   * The kind of row the list makes: #SwipeCompletionRow, #SwipeActionRow (the default) or
   * #SwipeCardRow.
   */
  props[PROP_ROW_TYPE] = g_param_spec_gtype ("row-type", NULL, NULL, SWIPE_TYPE_ROW, flags);
  /**
   * SwipeListView:can-undo: (getter get_can_undo)
   *
   * Whether swipe_list_view_undo() has a removal to bring back: what an Undo button's
   * sensitivity follows.
   *
   * Since: 0.5
   */
  props[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                                               G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);

  /**
   * SwipeListView::setup-row:
   * @self: the list
   * @row: a new row of #SwipeListView:row-type
   *
   * A row was made: give it its child and its actions (it shows many items over its life).
   */
  signals[SETUP_ROW] = g_signal_new ("setup-row", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 1, SWIPE_TYPE_ROW);
  /**
   * SwipeListView::bind-row:
   * @self: the list
   * @row: a row
   * @item: (type GObject): the item the row shows now
   * @position: the item's position in the model
   *
   * A row shows an item now: fill its child from the item.
   */
  signals[BIND_ROW] = g_signal_new ("bind-row", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 3, SWIPE_TYPE_ROW, G_TYPE_OBJECT, G_TYPE_UINT);
  /**
   * SwipeListView::unbind-row:
   * @self: the list
   * @row: a row
   *
   * A row stopped showing its item.
   */
  signals[UNBIND_ROW] = g_signal_new ("unbind-row", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                      0, NULL, NULL, NULL, G_TYPE_NONE, 1, SWIPE_TYPE_ROW);
  /**
   * SwipeListView::row-action:
   * @self: the list
   * @position: the position of the row's item now
   * @row: the row
   * @action_id: the action's id
   *
   * An action of a row ran (#SwipeRow::action); the detail is the action's id. Remove the item
   * at @position when the action is destructive.
   */
  signals[ROW_ACTION] = g_signal_new ("row-action", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST | G_SIGNAL_DETAILED,
                                      0, NULL, NULL, NULL, G_TYPE_NONE, 3, G_TYPE_UINT, SWIPE_TYPE_ROW, G_TYPE_STRING);
  /**
   * SwipeListView::row-completed:
   * @self: the list
   * @position: the position of the row's item now
   * @row: the row
   *
   * A completion row completed (#SwipeRow::completed): remove the item at @position.
   */
  signals[ROW_COMPLETED] = g_signal_new ("row-completed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, SWIPE_TYPE_ROW);
  /**
   * SwipeListView::remove-item:
   * @self: the list
   * @position: the position of the item to remove
   *
   * swipe_list_view_remove_item() asks for the item at @position to be taken out of the model:
   * connect it when the model is not a #GListStore (a #GtkStringList, the app's own model),
   * remove the item and return %TRUE. Unhandled, the list removes the item from a #GListStore.
   *
   * Returns: %TRUE when the handler removed the item
   *
   * Since: 0.5
   */
  signals[REMOVE_ITEM] = g_signal_new ("remove-item", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, g_signal_accumulator_true_handled, NULL, NULL,
                                       G_TYPE_BOOLEAN, 1, G_TYPE_UINT);
  /**
   * SwipeListView::restore-item:
   * @self: the list
   * @item: (type GObject): the item removed last
   * @position: where to put it back
   *
   * swipe_list_view_undo() asks for @item to be put back at @position of the model: connect it
   * when the model is not a #GListStore, insert the item (or one showing the same) and return
   * %TRUE. Unhandled, the list inserts @item in a #GListStore.
   *
   * Returns: %TRUE when the handler put the item back
   *
   * Since: 0.5
   */
  signals[RESTORE_ITEM] = g_signal_new ("restore-item", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, g_signal_accumulator_true_handled, NULL, NULL,
                                        G_TYPE_BOOLEAN, 2, G_TYPE_OBJECT, G_TYPE_UINT);
}

static void
swipe_list_view_init (SwipeListView *self)
{
  self->row_type = SWIPE_TYPE_ACTION_ROW;
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
}

/**
 * swipe_list_view_new:
 * @model: (transfer none): the items to show
 * @row_type: the kind of row to make: #SwipeCompletionRow, #SwipeActionRow or #SwipeCardRow
 *
 * Makes a list over @model; connect #SwipeListView::setup-row and #SwipeListView::bind-row
 * before it is shown.
 *
 * Returns: the list
 */
GtkWidget *
swipe_list_view_new (GListModel *model, GType row_type)
{
  g_return_val_if_fail (G_IS_LIST_MODEL (model), NULL);
  return g_object_new (SWIPE_TYPE_LIST_VIEW, "model", model, "row-type", row_type, NULL);
}

/**
 * swipe_list_view_get_model:
 * @self: a list
 *
 * Gets the list's items.
 *
 * Returns: (transfer none): the list's items
 */
GListModel *
swipe_list_view_get_model (SwipeListView *self)
{
  g_return_val_if_fail (SWIPE_IS_LIST_VIEW (self), NULL);
  return self->model;
}

/**
 * swipe_list_view_get_row_type:
 * @self: a list
 *
 * Gets the kind of row the list makes.
 *
 * Returns: the kind of row the list makes
 */
GType
swipe_list_view_get_row_type (SwipeListView *self)
{
  g_return_val_if_fail (SWIPE_IS_LIST_VIEW (self), G_TYPE_INVALID);
  return self->row_type;
}

/**
 * swipe_list_view_set_heading_func:
 * @self: a list
 * @func: (nullable) (scope notified) (closure user_data) (destroy destroy): asked for the heading
 *   above each item, or %NULL for none
 * @user_data: data for @func
 * @destroy: (nullable): frees @user_data when the list no longer needs it
 *
 * Sets the section headings: each is part of its item's row (every item stays one row), asked
 * for again as the model changes.
 */
void
swipe_list_view_set_heading_func (SwipeListView *self, SwipeListViewHeadingFunc func,
                                  gpointer user_data, GDestroyNotify destroy)
{
  g_return_if_fail (SWIPE_IS_LIST_VIEW (self));
  if (self->heading_destroy)
    self->heading_destroy (self->heading_data);
  self->heading_func = func;
  self->heading_data = user_data;
  self->heading_destroy = destroy;
  if (self->scrolled)
    swipe_swift_list_refresh_headings (GTK_WIDGET (self), self->scrolled);
}

/**
 * swipe_list_view_get_row:
 * @self: a list
 * @position: an item's position
 *
 * Gets the row showing the item.
 *
 * Returns: (transfer none) (nullable): the row showing the item, if the list shows it now (rows
 *   exist for the items on screen and a few around them)
 */
SwipeRow *
swipe_list_view_get_row (SwipeListView *self, guint position)
{
  GtkWidget *row;
  g_return_val_if_fail (SWIPE_IS_LIST_VIEW (self), NULL);
  if (self->scrolled == NULL)
    return NULL;
  row = swipe_swift_list_row (self->scrolled, position);
  return row ? SWIPE_ROW (row) : NULL;
}

/**
 * swipe_list_view_focus:
 * @self: a list
 * @position: an item's position
 *
 * Scrolls to the item and gives its row keyboard focus.
 */
void
swipe_list_view_focus (SwipeListView *self, guint position)
{
  g_return_if_fail (SWIPE_IS_LIST_VIEW (self));
  if (self->scrolled)
    swipe_swift_list_focus (self->scrolled, position);
}

/**
 * swipe_list_view_open:
 * @self: a list
 * @position: an item's position
 * @edge: the side whose buttons to show
 *
 * Opens the item's row (scrolling to it), closing the row that was open.
 */
void
swipe_list_view_open (SwipeListView *self, guint position, SwipeEdge edge)
{
  g_return_if_fail (SWIPE_IS_LIST_VIEW (self));
  g_return_if_fail (edge <= SWIPE_EDGE_TRAILING);
  if (self->scrolled)
    swipe_swift_list_open (self->scrolled, position, edge);
}

/**
 * swipe_list_view_close:
 * @self: a list
 *
 * Closes the open row, if there is one.
 */
void
swipe_list_view_close (SwipeListView *self)
{
  g_return_if_fail (SWIPE_IS_LIST_VIEW (self));
  if (self->scrolled)
    swipe_swift_list_close (self->scrolled);
}

/**
 * swipe_list_view_is_any_row_open:
 * @self: a list
 *
 * Tells whether a row of the list is open.
 *
 * Returns: whether a row of the list is open
 */
gboolean
swipe_list_view_is_any_row_open (SwipeListView *self)
{
  g_return_val_if_fail (SWIPE_IS_LIST_VIEW (self), FALSE);
  return self->scrolled != NULL && swipe_swift_list_is_any_row_open (self->scrolled);
}

/**
 * swipe_list_view_remove_item:
 * @self: a list
 * @position: the position of an item
 *
 * Takes the item at @position out of the list's model and remembers it, and where it was, for
 * swipe_list_view_undo(): call it where the app would remove the item itself, in
 * #SwipeListView::row-action for a destructive action or in #SwipeListView::row-completed. A
 * #GListStore model needs nothing more; any other model is changed by the app's
 * #SwipeListView::remove-item handler. The list keeps the newest 100 removals: an older one is
 * forgotten, and its item let go, as a newer one comes.
 *
 * Since: 0.5
 */
void
swipe_list_view_remove_item (SwipeListView *self, guint position)
{
  g_return_if_fail (SWIPE_IS_LIST_VIEW (self));
  g_return_if_fail (position < g_list_model_get_n_items (self->model));
  if (self->scrolled == NULL)
    return;
  if (!swipe_swift_list_remove_item (self->scrolled, position))
    g_critical ("SwipeListView: its model is a %s, not a GListStore: connect ::remove-item to remove its items",
                G_OBJECT_TYPE_NAME (self->model));
}

/**
 * swipe_list_view_undo:
 * @self: a list
 * @position: (out) (optional): where the item came back
 *
 * Puts the item removed last with swipe_list_view_remove_item() back where it was (at the end,
 * if the model has fewer items now), its row growing in from no height (at once under Reduce
 * Motion); undoing again brings back the item removed before it. With nothing to undo it does
 * nothing and returns %FALSE; a removal that nothing puts back (a model that is not a
 * #GListStore, no #SwipeListView::restore-item handler) is dropped, with a critical warning.
 * Focus stays where it is: swipe_list_view_focus() gives it to the item.
 *
 * Returns: %TRUE when an item came back
 *
 * Since: 0.5
 */
gboolean
swipe_list_view_undo (SwipeListView *self, guint *position)
{
  guint at = 0;
  g_return_val_if_fail (SWIPE_IS_LIST_VIEW (self), FALSE);
  if (!swipe_list_view_get_can_undo (self))
    return FALSE;
  if (!swipe_swift_list_undo (self->scrolled, &at))
    {
      g_critical ("SwipeListView: its model is a %s, not a GListStore: connect ::restore-item to put its items back",
                  G_OBJECT_TYPE_NAME (self->model));
      return FALSE;
    }
  if (position)
    *position = at;
  return TRUE;
}

/**
 * swipe_list_view_get_can_undo:
 * @self: a list
 *
 * Tells whether swipe_list_view_undo() has a removal to bring back.
 *
 * Returns: whether there is a removal to undo
 *
 * Since: 0.5
 */
gboolean
swipe_list_view_get_can_undo (SwipeListView *self)
{
  g_return_val_if_fail (SWIPE_IS_LIST_VIEW (self), FALSE);
  return self->scrolled != NULL && swipe_swift_list_can_undo (self->scrolled);
}

/**
 * swipe_list_view_clear_undo:
 * @self: a list
 *
 * Forgets the removals, letting go of their items: call it when the toast offering Undo goes
 * away. swipe_list_view_undo() then does nothing.
 *
 * Since: 0.5
 */
void
swipe_list_view_clear_undo (SwipeListView *self)
{
  g_return_if_fail (SWIPE_IS_LIST_VIEW (self));
  if (self->scrolled)
    swipe_swift_list_clear_undo (self->scrolled);
}
