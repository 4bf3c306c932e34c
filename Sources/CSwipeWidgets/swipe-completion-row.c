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
  GdkRGBA tint;
  gboolean has_row_background;
  GdkRGBA row_background;
  double corner_radius;
  char *action_title;
  SwipeRowGAction gaction;
  char *action_id;
  double minimum_distance;
} SwipeCompletionRowPrivate;

G_DEFINE_TYPE_WITH_CODE (SwipeCompletionRow, swipe_completion_row, SWIPE_TYPE_ROW,
                         G_ADD_PRIVATE (SwipeCompletionRow)
                         G_IMPLEMENT_INTERFACE (GTK_TYPE_ACTIONABLE, swipe_row_actionable_init))

enum { PROP_0, PROP_TINT, PROP_ROW_BACKGROUND, PROP_CORNER_RADIUS, PROP_ACTION_TITLE, PROP_ACTION_ID,
       PROP_MINIMUM_DISTANCE, N_PROPS,
       /* GtkActionable's, overridden */
       PROP_GACTION_NAME = N_PROPS, PROP_GACTION_TARGET };
static GParamSpec *props[N_PROPS];
static SwipeGlueOptions defaults;

static void
fill_options (SwipeRow *row, SwipeGlueOptions *o)
{
  SwipeCompletionRow *self = SWIPE_COMPLETION_ROW (row);
  SwipeCompletionRowPrivate *priv = swipe_completion_row_get_instance_private (self);
  o->kind = SWIPE_GLUE_COMPLETION;
  o->tint = priv->tint;
  o->has_row_background = priv->has_row_background;
  o->row_background = priv->row_background;
  o->corner_radius = priv->corner_radius;
  o->action_title = priv->action_title;
  o->action_id = priv->action_id;
  o->minimum_distance = priv->minimum_distance;
}

static void
swipe_completion_row_finalize (GObject *object)
{
  SwipeCompletionRow *self = SWIPE_COMPLETION_ROW (object);
  SwipeCompletionRowPrivate *priv = swipe_completion_row_get_instance_private (self);
  g_free (priv->action_title);
  g_free (priv->action_id);
  swipe_row_gaction_clear (&priv->gaction);
  G_OBJECT_CLASS (swipe_completion_row_parent_class)->finalize (object);
}

static void
swipe_completion_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  SwipeCompletionRow *self = SWIPE_COMPLETION_ROW (object);
  SwipeCompletionRowPrivate *priv = swipe_completion_row_get_instance_private (self);
  switch (prop_id)
    {
    case PROP_TINT: g_value_set_boxed (value, &priv->tint); break;
    case PROP_ROW_BACKGROUND: g_value_set_boxed (value, priv->has_row_background ? &priv->row_background : NULL); break;
    case PROP_CORNER_RADIUS: g_value_set_double (value, priv->corner_radius); break;
    case PROP_ACTION_TITLE: g_value_set_string (value, priv->action_title); break;
    case PROP_ACTION_ID: g_value_set_string (value, priv->action_id); break;
    case PROP_GACTION_NAME: g_value_set_string (value, priv->gaction.name); break;
    case PROP_GACTION_TARGET: g_value_set_variant (value, priv->gaction.target); break;
    case PROP_MINIMUM_DISTANCE: g_value_set_double (value, priv->minimum_distance); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
swipe_completion_row_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  SwipeCompletionRow *self = SWIPE_COMPLETION_ROW (object);
  SwipeCompletionRowPrivate *priv = swipe_completion_row_get_instance_private (self);
  const GdkRGBA *rgba;
  const char *text;
  switch (prop_id)
    {
    case PROP_TINT:
      rgba = g_value_get_boxed (value);
      priv->tint = rgba ? *rgba : defaults.tint;
      break;
    case PROP_ROW_BACKGROUND:
      rgba = g_value_get_boxed (value);
      priv->has_row_background = rgba != NULL;
      if (rgba)
        priv->row_background = *rgba;
      break;
    case PROP_CORNER_RADIUS: priv->corner_radius = g_value_get_double (value); break;
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
    case PROP_MINIMUM_DISTANCE: priv->minimum_distance = g_value_get_double (value); break;
    case PROP_GACTION_NAME: swipe_row_gaction_set_name (&priv->gaction, g_value_get_string (value)); return;
    case PROP_GACTION_TARGET: swipe_row_gaction_set_target (&priv->gaction, g_value_get_variant (value)); return;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec); return;
    }
  swipe_row_reconfigure (SWIPE_ROW (self));
}

static gboolean
find_gaction (SwipeRow *row, const char *action_id, const char **name, GVariant **target)
{
  SwipeCompletionRowPrivate *priv = swipe_completion_row_get_instance_private (SWIPE_COMPLETION_ROW (row));
  return swipe_row_gaction_find (&priv->gaction, priv->action_id, action_id, name, target);
}

static SwipeRowGAction *
gaction (SwipeRow *row)
{
  SwipeCompletionRowPrivate *priv = swipe_completion_row_get_instance_private (SWIPE_COMPLETION_ROW (row));
  return &priv->gaction;
}

static const SwipeRowKind kind = { fill_options, NULL, find_gaction, gaction };

static void
swipe_completion_row_class_init (SwipeCompletionRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  /* Not construct properties: the fields start at the defaults in init, so a template's values
   * (set during init) are not overwritten by the defaults after it. */
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS;

  swipe_swift_default_options (SWIPE_GLUE_COMPLETION, &defaults);
  object_class->finalize = swipe_completion_row_finalize;
  object_class->get_property = swipe_completion_row_get_property;
  object_class->set_property = swipe_completion_row_set_property;
  swipe_row_kind_register (G_TYPE_FROM_CLASS (klass), &kind);

  /**
   * SwipeCompletionRow:tint:
   *
   * The tint revealed behind the row, and the checkmark's colour on it (default: green,
   * #26a269). Setting %NULL restores the default.
   */
  props[PROP_TINT] = g_param_spec_boxed ("tint", NULL, NULL, GDK_TYPE_RGBA, flags);
  /**
   * SwipeCompletionRow:row-background:
   *
   * The row's background; %NULL (the default) for the theme's.
   */
  props[PROP_ROW_BACKGROUND] = g_param_spec_boxed ("row-background", NULL, NULL, GDK_TYPE_RGBA, flags);
  /**
   * SwipeCompletionRow:corner-radius:
   *
   * The row's corner radius in pixels.
   */
  props[PROP_CORNER_RADIUS] = g_param_spec_double ("corner-radius", NULL, NULL, 0, 1000, defaults.corner_radius, flags);
  /**
   * SwipeCompletionRow:action-title:
   *
   * The action's name in words, for the row's menu, keyboard and screen-reader users
   * ("Complete"). Before 0.4 this property was called `action-name`.
   *
   * Since: 0.4
   */
  props[PROP_ACTION_TITLE] = g_param_spec_string ("action-title", NULL, NULL, defaults.action_title, flags);
  /**
   * SwipeCompletionRow:action-id:
   *
   * The action's id, as #SwipeRow::action and the widget action `row.<id>` name it ("complete").
   */
  props[PROP_ACTION_ID] = g_param_spec_string ("action-id", NULL, NULL, defaults.action_id, flags);
  /**
   * SwipeCompletionRow:minimum-distance:
   *
   * Pixels a drag travels before the row follows it.
   */
  props[PROP_MINIMUM_DISTANCE] = g_param_spec_double ("minimum-distance", NULL, NULL, 0, 1000,
                                                      defaults.minimum_distance, flags);
  g_object_class_install_properties (object_class, N_PROPS, props);
  /* GtkActionable's action-name: the GAction the row activates. */
  g_object_class_override_property (object_class, PROP_GACTION_NAME, "action-name");
  /* GtkActionable's action-target: its parameter. */
  g_object_class_override_property (object_class, PROP_GACTION_TARGET, "action-target");
}

static void
swipe_completion_row_init (SwipeCompletionRow *self)
{
  SwipeCompletionRowPrivate *priv = swipe_completion_row_get_instance_private (self);
  priv->tint = defaults.tint;
  priv->corner_radius = defaults.corner_radius;
  priv->action_title = g_strdup (defaults.action_title);
  priv->action_id = g_strdup (defaults.action_id);
  priv->minimum_distance = defaults.minimum_distance;
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
