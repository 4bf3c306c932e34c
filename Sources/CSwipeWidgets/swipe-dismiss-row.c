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
  SwipeDismissDirections swipe_directions;
  double swipe_threshold;
  double swipe_escape_velocity;
  double swipe_velocity_threshold;
  double animation_duration;
  double collapse_duration;
  double minimum_distance;
  char *action_title;
  SwipeRowGAction gaction;
  char *action_id;
} SwipeDismissRowPrivate;

G_DEFINE_TYPE_WITH_CODE (SwipeDismissRow, swipe_dismiss_row, SWIPE_TYPE_ROW,
                         G_ADD_PRIVATE (SwipeDismissRow)
                         G_IMPLEMENT_INTERFACE (GTK_TYPE_ACTIONABLE, swipe_row_actionable_init))

enum { PROP_0, PROP_SWIPE_DIRECTIONS, PROP_SWIPE_THRESHOLD, PROP_SWIPE_ESCAPE_VELOCITY, PROP_SWIPE_VELOCITY_THRESHOLD,
       PROP_ANIMATION_DURATION, PROP_COLLAPSE_DURATION, PROP_MINIMUM_DISTANCE, PROP_ACTION_TITLE, PROP_ACTION_ID, N_PROPS,
       /* GtkActionable's, overridden */
       PROP_GACTION_NAME = N_PROPS, PROP_GACTION_TARGET };
static GParamSpec *props[N_PROPS];
static SwipeGlueOptions defaults;

static void
fill_options (SwipeRow *row, SwipeGlueOptions *o)
{
  SwipeDismissRow *self = SWIPE_DISMISS_ROW (row);
  SwipeDismissRowPrivate *priv = swipe_dismiss_row_get_instance_private (self);
  o->kind = SWIPE_GLUE_DISMISS;
  o->swipe_directions = priv->swipe_directions;
  o->swipe_threshold = priv->swipe_threshold;
  o->swipe_escape_velocity = priv->swipe_escape_velocity;
  o->swipe_velocity_threshold = priv->swipe_velocity_threshold;
  o->animation_duration = priv->animation_duration;
  o->collapse_duration = priv->collapse_duration;
  o->minimum_distance = priv->minimum_distance;
  o->action_title = priv->action_title;
  o->action_id = priv->action_id;
}

static void
swipe_dismiss_row_finalize (GObject *object)
{
  SwipeDismissRow *self = SWIPE_DISMISS_ROW (object);
  SwipeDismissRowPrivate *priv = swipe_dismiss_row_get_instance_private (self);
  g_free (priv->action_title);
  g_free (priv->action_id);
  swipe_row_gaction_clear (&priv->gaction);
  G_OBJECT_CLASS (swipe_dismiss_row_parent_class)->finalize (object);
}

static void
swipe_dismiss_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  SwipeDismissRow *self = SWIPE_DISMISS_ROW (object);
  SwipeDismissRowPrivate *priv = swipe_dismiss_row_get_instance_private (self);
  switch (prop_id)
    {
    case PROP_SWIPE_DIRECTIONS: g_value_set_flags (value, priv->swipe_directions); break;
    case PROP_SWIPE_THRESHOLD: g_value_set_double (value, priv->swipe_threshold); break;
    case PROP_SWIPE_ESCAPE_VELOCITY: g_value_set_double (value, priv->swipe_escape_velocity); break;
    case PROP_SWIPE_VELOCITY_THRESHOLD: g_value_set_double (value, priv->swipe_velocity_threshold); break;
    case PROP_ANIMATION_DURATION: g_value_set_double (value, priv->animation_duration); break;
    case PROP_COLLAPSE_DURATION: g_value_set_double (value, priv->collapse_duration); break;
    case PROP_MINIMUM_DISTANCE: g_value_set_double (value, priv->minimum_distance); break;
    case PROP_ACTION_TITLE: g_value_set_string (value, priv->action_title); break;
    case PROP_ACTION_ID: g_value_set_string (value, priv->action_id); break;
    case PROP_GACTION_NAME: g_value_set_string (value, priv->gaction.name); break;
    case PROP_GACTION_TARGET: g_value_set_variant (value, priv->gaction.target); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
swipe_dismiss_row_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  SwipeDismissRow *self = SWIPE_DISMISS_ROW (object);
  SwipeDismissRowPrivate *priv = swipe_dismiss_row_get_instance_private (self);
  const char *text;
  switch (prop_id)
    {
    case PROP_SWIPE_DIRECTIONS: priv->swipe_directions = g_value_get_flags (value); break;
    case PROP_SWIPE_THRESHOLD: priv->swipe_threshold = g_value_get_double (value); break;
    case PROP_SWIPE_ESCAPE_VELOCITY: priv->swipe_escape_velocity = g_value_get_double (value); break;
    case PROP_SWIPE_VELOCITY_THRESHOLD: priv->swipe_velocity_threshold = g_value_get_double (value); break;
    case PROP_ANIMATION_DURATION: priv->animation_duration = g_value_get_double (value); break;
    case PROP_COLLAPSE_DURATION: priv->collapse_duration = g_value_get_double (value); break;
    case PROP_MINIMUM_DISTANCE: priv->minimum_distance = g_value_get_double (value); break;
    case PROP_ACTION_TITLE:
      text = g_value_get_string (value);
      g_free (priv->action_title);
      priv->action_title = g_strdup (text && *text ? text : defaults.action_title);
      break;
    case PROP_ACTION_ID:
      text = g_value_get_string (value);
      g_free (priv->action_id);
      priv->action_id = g_strdup (text && *text ? text : defaults.action_id);
      break;
    case PROP_GACTION_NAME: swipe_row_gaction_set_name (&priv->gaction, g_value_get_string (value)); return;
    case PROP_GACTION_TARGET: swipe_row_gaction_set_target (&priv->gaction, g_value_get_variant (value)); return;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec); return;
    }
  swipe_row_reconfigure (SWIPE_ROW (self));
}

static gboolean
find_gaction (SwipeRow *row, const char *action_id, const char **name, GVariant **target)
{
  SwipeDismissRowPrivate *priv = swipe_dismiss_row_get_instance_private (SWIPE_DISMISS_ROW (row));
  return swipe_row_gaction_find (&priv->gaction, priv->action_id, action_id, name, target);
}

static SwipeRowGAction *
gaction (SwipeRow *row)
{
  SwipeDismissRowPrivate *priv = swipe_dismiss_row_get_instance_private (SWIPE_DISMISS_ROW (row));
  return &priv->gaction;
}

static const SwipeRowKind kind = { fill_options, NULL, find_gaction, gaction };

static void
swipe_dismiss_row_class_init (SwipeDismissRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  /* Not construct properties: the fields start at the defaults in init, so a template's values
   * (set during init) are not overwritten by the defaults after it. */
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS;

  swipe_swift_default_options (SWIPE_GLUE_DISMISS, &defaults);
  object_class->finalize = swipe_dismiss_row_finalize;
  object_class->get_property = swipe_dismiss_row_get_property;
  object_class->set_property = swipe_dismiss_row_set_property;
  swipe_row_kind_register (G_TYPE_FROM_CLASS (klass), &kind);

  /**
   * SwipeDismissRow:swipe-directions:
   *
   * The ways the row may be swiped away (Android's getSwipeDirs): start, end, or both (the default).
   */
  props[PROP_SWIPE_DIRECTIONS] = g_param_spec_flags ("swipe-directions", NULL, NULL, SWIPE_TYPE_DISMISS_DIRECTIONS,
                                                     defaults.swipe_directions, flags);
  /**
   * SwipeDismissRow:swipe-threshold:
   *
   * The fraction of the width a release must pass to dismiss the row (Android's getSwipeThreshold: 0.5).
   */
  props[PROP_SWIPE_THRESHOLD] = g_param_spec_double ("swipe-threshold", NULL, NULL, 0.01, 1, defaults.swipe_threshold, flags);
  /**
   * SwipeDismissRow:swipe-escape-velocity:
   *
   * The speed, in pixels per second, a fling the way of the drag must reach to dismiss the row
   * however short it is (Android's getSwipeEscapeVelocity: 120).
   */
  props[PROP_SWIPE_ESCAPE_VELOCITY] = g_param_spec_double ("swipe-escape-velocity", NULL, NULL, 0, 100000,
                                                           defaults.swipe_escape_velocity, flags);
  /**
   * SwipeDismissRow:swipe-velocity-threshold:
   *
   * The speed, in pixels per second, each axis of a release is capped at (Android's
   * getSwipeVelocityThreshold: 800).
   */
  props[PROP_SWIPE_VELOCITY_THRESHOLD] = g_param_spec_double ("swipe-velocity-threshold", NULL, NULL, 0, 100000,
                                                              defaults.swipe_velocity_threshold, flags);
  /**
   * SwipeDismissRow:animation-duration:
   *
   * Seconds the row takes to fly out or settle back (the item animator's remove duration, 0.12).
   */
  props[PROP_ANIMATION_DURATION] = g_param_spec_double ("animation-duration", NULL, NULL, 0, 10,
                                                        defaults.animation_duration, flags);
  /**
   * SwipeDismissRow:collapse-duration:
   *
   * Seconds the space left behind takes to close, after #SwipeDismissRow:animation-duration
   * (the item animator's move duration, 0.25).
   */
  props[PROP_COLLAPSE_DURATION] = g_param_spec_double ("collapse-duration", NULL, NULL, 0, 10,
                                                       defaults.collapse_duration, flags);
  /**
   * SwipeDismissRow:minimum-distance:
   *
   * Pixels a drag travels along either axis before the row follows it (the touch slop, 8).
   */
  props[PROP_MINIMUM_DISTANCE] = g_param_spec_double ("minimum-distance", NULL, NULL, 0, 1000,
                                                      defaults.minimum_distance, flags);
  /**
   * SwipeDismissRow:action-title:
   *
   * The action's name in words, for the row's menu, keyboard and screen-reader users
   * ("Dismiss"). Before 0.4 this property was called `action-name`.
   *
   * Since: 0.4
   */
  props[PROP_ACTION_TITLE] = g_param_spec_string ("action-title", NULL, NULL, defaults.action_title, flags);
  /**
   * SwipeDismissRow:action-id:
   *
   * The action's id, as #SwipeRow::action and the widget action `row.<id>` name it ("dismiss").
   */
  props[PROP_ACTION_ID] = g_param_spec_string ("action-id", NULL, NULL, defaults.action_id, flags);
  g_object_class_install_properties (object_class, N_PROPS, props);
  /* GtkActionable's action-name: the GAction the row activates. */
  g_object_class_override_property (object_class, PROP_GACTION_NAME, "action-name");
  /* GtkActionable's action-target: its parameter. */
  g_object_class_override_property (object_class, PROP_GACTION_TARGET, "action-target");
}

static void
swipe_dismiss_row_init (SwipeDismissRow *self)
{
  SwipeDismissRowPrivate *priv = swipe_dismiss_row_get_instance_private (self);
  priv->swipe_directions = defaults.swipe_directions;
  priv->swipe_threshold = defaults.swipe_threshold;
  priv->swipe_escape_velocity = defaults.swipe_escape_velocity;
  priv->swipe_velocity_threshold = defaults.swipe_velocity_threshold;
  priv->animation_duration = defaults.animation_duration;
  priv->collapse_duration = defaults.collapse_duration;
  priv->minimum_distance = defaults.minimum_distance;
  priv->action_title = g_strdup (defaults.action_title);
  priv->action_id = g_strdup (defaults.action_id);
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
