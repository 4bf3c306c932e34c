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
  SwipeRevealStyle style;
  double button_width;
  SwipeEdges full_swipe_edges;
  double full_swipe_threshold;
  gboolean rubber_banding;
  gboolean haptics_enabled;
  SwipeLabelStyle label_style;
  SwipeButtonShape button_shape;
  double button_corner_radius;
  double button_spacing;
  double corner_radius;
  gboolean combines_accessibility_children;
  double minimum_distance;
  double debug_progress;
  SwipeEdge debug_edge;
} SwipeCardRowPrivate;

G_DEFINE_TYPE_WITH_PRIVATE (SwipeCardRow, swipe_card_row, SWIPE_TYPE_ROW)

enum {
  PROP_0, PROP_STYLE, PROP_BUTTON_WIDTH, PROP_FULL_SWIPE_EDGES, PROP_FULL_SWIPE_THRESHOLD,
  PROP_RUBBER_BANDING, PROP_HAPTICS_ENABLED, PROP_LABEL_STYLE, PROP_BUTTON_SHAPE,
  PROP_BUTTON_CORNER_RADIUS, PROP_BUTTON_SPACING, PROP_CORNER_RADIUS,
  PROP_COMBINES_ACCESSIBILITY_CHILDREN, PROP_MINIMUM_DISTANCE, PROP_DEBUG_PROGRESS, PROP_DEBUG_EDGE,
  N_PROPS
};
static GParamSpec *props[N_PROPS];
static SwipeGlueOptions defaults;

static void
fill_options (SwipeRow *row, SwipeGlueOptions *o)
{
  SwipeCardRow *self = SWIPE_CARD_ROW (row);
  SwipeCardRowPrivate *priv = swipe_card_row_get_instance_private (self);
  guint n_leading = priv->leading ? g_list_model_get_n_items (G_LIST_MODEL (priv->leading)) : 0;
  guint n_trailing = priv->trailing ? g_list_model_get_n_items (G_LIST_MODEL (priv->trailing)) : 0;
  SwipeGlueAction *actions = g_new0 (SwipeGlueAction, n_leading + n_trailing);   /* freed by swipe_row_reconfigure */

  if (n_leading > 0)
    swipe_row_glue_actions (G_LIST_MODEL (priv->leading), actions, n_leading);
  if (n_trailing > 0)
    swipe_row_glue_actions (G_LIST_MODEL (priv->trailing), actions + n_leading, n_trailing);
  o->kind = SWIPE_GLUE_CARD;
  o->actions = actions;
  o->n_actions = n_leading + n_trailing;
  o->n_leading = n_leading;
  o->style = priv->style;
  o->button_width = priv->button_width;
  o->full_swipe_edges = priv->full_swipe_edges;
  o->full_swipe_threshold = priv->full_swipe_threshold;
  o->rubber_banding = priv->rubber_banding;
  o->haptics_enabled = priv->haptics_enabled;
  o->label_style = priv->label_style;
  o->button_shape = priv->button_shape;
  o->button_corner_radius = priv->button_corner_radius;
  o->button_spacing = priv->button_spacing;
  o->corner_radius = priv->corner_radius;
  o->combines_accessibility_children = priv->combines_accessibility_children;
  o->minimum_distance = priv->minimum_distance;
  o->debug_progress = priv->debug_progress;
  o->debug_edge = priv->debug_edge;
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

static const SwipeRowKind kind = { fill_options, add_action, find_gaction, NULL };

static void
swipe_card_row_dispose (GObject *object)
{
  SwipeCardRow *self = SWIPE_CARD_ROW (object);
  SwipeCardRowPrivate *priv = swipe_card_row_get_instance_private (self);
  g_clear_object (&priv->leading);
  g_clear_object (&priv->trailing);
  G_OBJECT_CLASS (swipe_card_row_parent_class)->dispose (object);
}

static void
swipe_card_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  SwipeCardRow *self = SWIPE_CARD_ROW (object);
  SwipeCardRowPrivate *priv = swipe_card_row_get_instance_private (self);
  switch (prop_id)
    {
    case PROP_STYLE: g_value_set_enum (value, priv->style); break;
    case PROP_BUTTON_WIDTH: g_value_set_double (value, priv->button_width); break;
    case PROP_FULL_SWIPE_EDGES: g_value_set_flags (value, priv->full_swipe_edges); break;
    case PROP_FULL_SWIPE_THRESHOLD: g_value_set_double (value, priv->full_swipe_threshold); break;
    case PROP_RUBBER_BANDING: g_value_set_boolean (value, priv->rubber_banding); break;
    case PROP_HAPTICS_ENABLED: g_value_set_boolean (value, priv->haptics_enabled); break;
    case PROP_LABEL_STYLE: g_value_set_enum (value, priv->label_style); break;
    case PROP_BUTTON_SHAPE: g_value_set_enum (value, priv->button_shape); break;
    case PROP_BUTTON_CORNER_RADIUS: g_value_set_double (value, priv->button_corner_radius); break;
    case PROP_BUTTON_SPACING: g_value_set_double (value, priv->button_spacing); break;
    case PROP_CORNER_RADIUS: g_value_set_double (value, priv->corner_radius); break;
    case PROP_COMBINES_ACCESSIBILITY_CHILDREN: g_value_set_boolean (value, priv->combines_accessibility_children); break;
    case PROP_MINIMUM_DISTANCE: g_value_set_double (value, priv->minimum_distance); break;
    case PROP_DEBUG_PROGRESS: g_value_set_double (value, priv->debug_progress); break;
    case PROP_DEBUG_EDGE: g_value_set_enum (value, priv->debug_edge); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
swipe_card_row_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  SwipeCardRow *self = SWIPE_CARD_ROW (object);
  SwipeCardRowPrivate *priv = swipe_card_row_get_instance_private (self);
  switch (prop_id)
    {
    case PROP_STYLE: priv->style = g_value_get_enum (value); break;
    case PROP_BUTTON_WIDTH: priv->button_width = g_value_get_double (value); break;
    case PROP_FULL_SWIPE_EDGES: priv->full_swipe_edges = g_value_get_flags (value); break;
    case PROP_FULL_SWIPE_THRESHOLD: priv->full_swipe_threshold = g_value_get_double (value); break;
    case PROP_RUBBER_BANDING: priv->rubber_banding = g_value_get_boolean (value); break;
    case PROP_HAPTICS_ENABLED: priv->haptics_enabled = g_value_get_boolean (value); break;
    case PROP_LABEL_STYLE: priv->label_style = g_value_get_enum (value); break;
    case PROP_BUTTON_SHAPE: priv->button_shape = g_value_get_enum (value); break;
    case PROP_BUTTON_CORNER_RADIUS: priv->button_corner_radius = g_value_get_double (value); break;
    case PROP_BUTTON_SPACING: priv->button_spacing = g_value_get_double (value); break;
    case PROP_CORNER_RADIUS: priv->corner_radius = g_value_get_double (value); break;
    case PROP_COMBINES_ACCESSIBILITY_CHILDREN: priv->combines_accessibility_children = g_value_get_boolean (value); break;
    case PROP_MINIMUM_DISTANCE: priv->minimum_distance = g_value_get_double (value); break;
    case PROP_DEBUG_PROGRESS: priv->debug_progress = g_value_get_double (value); break;
    case PROP_DEBUG_EDGE: priv->debug_edge = g_value_get_enum (value); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec); return;
    }
  swipe_row_reconfigure (SWIPE_ROW (self));
}

static void
swipe_card_row_class_init (SwipeCardRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  /* Not construct properties: the fields start at the defaults in init, so a template's values
   * (set during init) are not overwritten by the defaults after it. */
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS;

  swipe_swift_default_options (SWIPE_GLUE_CARD, &defaults);
  object_class->dispose = swipe_card_row_dispose;
  object_class->get_property = swipe_card_row_get_property;
  object_class->set_property = swipe_card_row_set_property;
  swipe_row_kind_register (G_TYPE_FROM_CLASS (klass), &kind);

  /**
   * SwipeCardRow:style:
   *
   * How the buttons appear as the row moves.
   */
  props[PROP_STYLE] = g_param_spec_enum ("style", NULL, NULL, SWIPE_TYPE_REVEAL_STYLE, defaults.style, flags);
  /**
   * SwipeCardRow:button-width:
   *
   * Each button's width in pixels.
   */
  props[PROP_BUTTON_WIDTH] = g_param_spec_double ("button-width", NULL, NULL, 1, 1000, defaults.button_width, flags);
  /**
   * SwipeCardRow:full-swipe-edges:
   *
   * The edges whose first action a full swipe runs.
   */
  props[PROP_FULL_SWIPE_EDGES] = g_param_spec_flags ("full-swipe-edges", NULL, NULL, SWIPE_TYPE_EDGES,
                                                     defaults.full_swipe_edges, flags);
  /**
   * SwipeCardRow:full-swipe-threshold:
   *
   * The fraction of the row's width past which a release runs the full swipe.
   */
  props[PROP_FULL_SWIPE_THRESHOLD] = g_param_spec_double ("full-swipe-threshold", NULL, NULL, 0.05, 1,
                                                          defaults.full_swipe_threshold, flags);
  /**
   * SwipeCardRow:rubber-banding:
   *
   * Resistance past the buttons' width (off: the row stops there).
   */
  props[PROP_RUBBER_BANDING] = g_param_spec_boolean ("rubber-banding", NULL, NULL, defaults.rubber_banding, flags);
  /**
   * SwipeCardRow:haptics-enabled:
   *
   * Emits #SwipeRow::feedback at the full-swipe threshold (the haptic moment; the row pulses).
   */
  props[PROP_HAPTICS_ENABLED] = g_param_spec_boolean ("haptics-enabled", NULL, NULL, defaults.haptics_enabled, flags);
  /**
   * SwipeCardRow:label-style:
   *
   * What a button shows.
   */
  props[PROP_LABEL_STYLE] = g_param_spec_enum ("label-style", NULL, NULL, SWIPE_TYPE_LABEL_STYLE,
                                               defaults.label_style, flags);
  /**
   * SwipeCardRow:button-shape:
   *
   * Edge-to-edge rectangles, or rounded buttons with gaps.
   */
  props[PROP_BUTTON_SHAPE] = g_param_spec_enum ("button-shape", NULL, NULL, SWIPE_TYPE_BUTTON_SHAPE,
                                                defaults.button_shape, flags);
  /**
   * SwipeCardRow:button-corner-radius:
   *
   * The corner radius of rounded buttons, in pixels.
   */
  props[PROP_BUTTON_CORNER_RADIUS] = g_param_spec_double ("button-corner-radius", NULL, NULL, 0, 1000,
                                                          defaults.button_corner_radius, flags);
  /**
   * SwipeCardRow:button-spacing:
   *
   * The gap around rounded buttons, in pixels.
   */
  props[PROP_BUTTON_SPACING] = g_param_spec_double ("button-spacing", NULL, NULL, 0, 1000,
                                                    defaults.button_spacing, flags);
  /**
   * SwipeCardRow:corner-radius:
   *
   * The row's corner radius in pixels.
   */
  props[PROP_CORNER_RADIUS] = g_param_spec_double ("corner-radius", NULL, NULL, 0, 1000, defaults.corner_radius, flags);
  /**
   * SwipeCardRow:combines-accessibility-children:
   *
   * The row is one element to screen readers, named by its child's labels; off, the labels are
   * read on their own.
   */
  props[PROP_COMBINES_ACCESSIBILITY_CHILDREN] = g_param_spec_boolean ("combines-accessibility-children", NULL, NULL,
                                                                      defaults.combines_accessibility_children, flags);
  /**
   * SwipeCardRow:minimum-distance:
   *
   * Pixels a drag travels before the row follows it.
   */
  props[PROP_MINIMUM_DISTANCE] = g_param_spec_double ("minimum-distance", NULL, NULL, 0, 1000,
                                                      defaults.minimum_distance, flags);
  /**
   * SwipeCardRow:debug-progress:
   *
   * Freezes the row this fraction of its width open toward #SwipeCardRow:debug-edge (previews
   * and screenshots; the row then ignores drags); 0, the default, is a live row.
   */
  props[PROP_DEBUG_PROGRESS] = g_param_spec_double ("debug-progress", NULL, NULL, 0, 1, 0, flags);
  /**
   * SwipeCardRow:debug-edge:
   *
   * The side a frozen row (#SwipeCardRow:debug-progress) reveals.
   */
  props[PROP_DEBUG_EDGE] = g_param_spec_enum ("debug-edge", NULL, NULL, SWIPE_TYPE_EDGE, SWIPE_EDGE_TRAILING, flags);
  g_object_class_install_properties (object_class, N_PROPS, props);
}

static void
swipe_card_row_init (SwipeCardRow *self)
{
  SwipeCardRowPrivate *priv = swipe_card_row_get_instance_private (self);
  priv->leading = g_list_store_new (SWIPE_TYPE_ACTION);
  priv->trailing = g_list_store_new (SWIPE_TYPE_ACTION);
  priv->style = defaults.style;
  priv->button_width = defaults.button_width;
  priv->full_swipe_edges = defaults.full_swipe_edges;
  priv->full_swipe_threshold = defaults.full_swipe_threshold;
  priv->rubber_banding = defaults.rubber_banding;
  priv->haptics_enabled = defaults.haptics_enabled;
  priv->label_style = defaults.label_style;
  priv->button_shape = defaults.button_shape;
  priv->button_corner_radius = defaults.button_corner_radius;
  priv->button_spacing = defaults.button_spacing;
  priv->corner_radius = defaults.corner_radius;
  priv->combines_accessibility_children = defaults.combines_accessibility_children;
  priv->minimum_distance = defaults.minimum_distance;
  priv->debug_edge = SWIPE_EDGE_TRAILING;
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
