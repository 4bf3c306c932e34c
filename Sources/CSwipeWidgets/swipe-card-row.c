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
struct _SwipeCardRow
{
  SwipeRow parent_instance;
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
};

G_DEFINE_FINAL_TYPE (SwipeCardRow, swipe_card_row, SWIPE_TYPE_ROW)

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
fill_options (SwipeRow *row, gpointer data)
{
  SwipeCardRow *self = SWIPE_CARD_ROW (row);
  SwipeGlueOptions *o = data;
  guint n_leading = self->leading ? g_list_model_get_n_items (G_LIST_MODEL (self->leading)) : 0;
  guint n_trailing = self->trailing ? g_list_model_get_n_items (G_LIST_MODEL (self->trailing)) : 0;
  SwipeGlueAction *actions = g_new0 (SwipeGlueAction, n_leading + n_trailing);   /* freed by swipe_row_reconfigure */

  if (n_leading > 0)
    swipe_row_glue_actions (G_LIST_MODEL (self->leading), actions, n_leading);
  if (n_trailing > 0)
    swipe_row_glue_actions (G_LIST_MODEL (self->trailing), actions + n_leading, n_trailing);
  o->kind = SWIPE_GLUE_CARD;
  o->actions = actions;
  o->n_actions = n_leading + n_trailing;
  o->n_leading = n_leading;
  o->style = self->style;
  o->button_width = self->button_width;
  o->full_swipe_edges = self->full_swipe_edges;
  o->full_swipe_threshold = self->full_swipe_threshold;
  o->rubber_banding = self->rubber_banding;
  o->haptics_enabled = self->haptics_enabled;
  o->label_style = self->label_style;
  o->button_shape = self->button_shape;
  o->button_corner_radius = self->button_corner_radius;
  o->button_spacing = self->button_spacing;
  o->corner_radius = self->corner_radius;
  o->combines_accessibility_children = self->combines_accessibility_children;
  o->minimum_distance = self->minimum_distance;
  o->debug_progress = self->debug_progress;
  o->debug_edge = self->debug_edge;
}

static void
swipe_card_row_dispose (GObject *object)
{
  SwipeCardRow *self = SWIPE_CARD_ROW (object);
  g_clear_object (&self->leading);
  g_clear_object (&self->trailing);
  G_OBJECT_CLASS (swipe_card_row_parent_class)->dispose (object);
}

static void
swipe_card_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  SwipeCardRow *self = SWIPE_CARD_ROW (object);
  switch (prop_id)
    {
    case PROP_STYLE: g_value_set_enum (value, self->style); break;
    case PROP_BUTTON_WIDTH: g_value_set_double (value, self->button_width); break;
    case PROP_FULL_SWIPE_EDGES: g_value_set_flags (value, self->full_swipe_edges); break;
    case PROP_FULL_SWIPE_THRESHOLD: g_value_set_double (value, self->full_swipe_threshold); break;
    case PROP_RUBBER_BANDING: g_value_set_boolean (value, self->rubber_banding); break;
    case PROP_HAPTICS_ENABLED: g_value_set_boolean (value, self->haptics_enabled); break;
    case PROP_LABEL_STYLE: g_value_set_enum (value, self->label_style); break;
    case PROP_BUTTON_SHAPE: g_value_set_enum (value, self->button_shape); break;
    case PROP_BUTTON_CORNER_RADIUS: g_value_set_double (value, self->button_corner_radius); break;
    case PROP_BUTTON_SPACING: g_value_set_double (value, self->button_spacing); break;
    case PROP_CORNER_RADIUS: g_value_set_double (value, self->corner_radius); break;
    case PROP_COMBINES_ACCESSIBILITY_CHILDREN: g_value_set_boolean (value, self->combines_accessibility_children); break;
    case PROP_MINIMUM_DISTANCE: g_value_set_double (value, self->minimum_distance); break;
    case PROP_DEBUG_PROGRESS: g_value_set_double (value, self->debug_progress); break;
    case PROP_DEBUG_EDGE: g_value_set_enum (value, self->debug_edge); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
swipe_card_row_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  SwipeCardRow *self = SWIPE_CARD_ROW (object);
  switch (prop_id)
    {
    case PROP_STYLE: self->style = g_value_get_enum (value); break;
    case PROP_BUTTON_WIDTH: self->button_width = g_value_get_double (value); break;
    case PROP_FULL_SWIPE_EDGES: self->full_swipe_edges = g_value_get_flags (value); break;
    case PROP_FULL_SWIPE_THRESHOLD: self->full_swipe_threshold = g_value_get_double (value); break;
    case PROP_RUBBER_BANDING: self->rubber_banding = g_value_get_boolean (value); break;
    case PROP_HAPTICS_ENABLED: self->haptics_enabled = g_value_get_boolean (value); break;
    case PROP_LABEL_STYLE: self->label_style = g_value_get_enum (value); break;
    case PROP_BUTTON_SHAPE: self->button_shape = g_value_get_enum (value); break;
    case PROP_BUTTON_CORNER_RADIUS: self->button_corner_radius = g_value_get_double (value); break;
    case PROP_BUTTON_SPACING: self->button_spacing = g_value_get_double (value); break;
    case PROP_CORNER_RADIUS: self->corner_radius = g_value_get_double (value); break;
    case PROP_COMBINES_ACCESSIBILITY_CHILDREN: self->combines_accessibility_children = g_value_get_boolean (value); break;
    case PROP_MINIMUM_DISTANCE: self->minimum_distance = g_value_get_double (value); break;
    case PROP_DEBUG_PROGRESS: self->debug_progress = g_value_get_double (value); break;
    case PROP_DEBUG_EDGE: self->debug_edge = g_value_get_enum (value); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec); return;
    }
  swipe_row_reconfigure (SWIPE_ROW (self));
}

static void
swipe_card_row_class_init (SwipeCardRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  /* Construct properties: set before the row is configured once, when it is made. */
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_CONSTRUCT | G_PARAM_STATIC_STRINGS;

  swipe_swift_default_options (SWIPE_GLUE_CARD, &defaults);
  object_class->dispose = swipe_card_row_dispose;
  object_class->get_property = swipe_card_row_get_property;
  object_class->set_property = swipe_card_row_set_property;
  SWIPE_ROW_CLASS (klass)->fill_options = fill_options;

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
  self->leading = g_list_store_new (SWIPE_TYPE_ACTION);
  self->trailing = g_list_store_new (SWIPE_TYPE_ACTION);
  self->style = defaults.style;
  self->button_width = defaults.button_width;
  self->full_swipe_edges = defaults.full_swipe_edges;
  self->full_swipe_threshold = defaults.full_swipe_threshold;
  self->rubber_banding = defaults.rubber_banding;
  self->haptics_enabled = defaults.haptics_enabled;
  self->label_style = defaults.label_style;
  self->button_shape = defaults.button_shape;
  self->button_corner_radius = defaults.button_corner_radius;
  self->button_spacing = defaults.button_spacing;
  self->corner_radius = defaults.corner_radius;
  self->combines_accessibility_children = defaults.combines_accessibility_children;
  self->minimum_distance = defaults.minimum_distance;
  self->debug_edge = SWIPE_EDGE_TRAILING;
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
  g_list_store_append (edge == SWIPE_EDGE_LEADING ? self->leading : self->trailing, action);
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
  g_list_store_remove_all (self->leading);
  g_list_store_remove_all (self->trailing);
  swipe_row_reconfigure (SWIPE_ROW (self));
}

/**
 * swipe_card_row_get_actions:
 * @self: a card row
 * @edge: a side
 *
 * Returns: (transfer none): the actions (#SwipeAction) on that side, the one nearest the edge first
 */
GListModel *
swipe_card_row_get_actions (SwipeCardRow *self, SwipeEdge edge)
{
  g_return_val_if_fail (SWIPE_IS_CARD_ROW (self), NULL);
  g_return_val_if_fail (edge <= SWIPE_EDGE_TRAILING, NULL);
  return G_LIST_MODEL (edge == SWIPE_EDGE_LEADING ? self->leading : self->trailing);
}
