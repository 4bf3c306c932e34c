/* SwipeCompletionRow: swiped forward past its threshold, the row checks, slides out, collapses. */
#include "swipe-completion-row.h"
#include "swipe-row-private.h"

/**
 * SwipeCompletionRow:
 *
 * The Completion Swipe Row: swiped toward the trailing edge past its threshold, the row shows a
 * checkmark on its tint, slides out and collapses, then emits #SwipeRow::completed once (and
 * #SwipeRow::action with its #SwipeCompletionRow:action-id). Remove its item then. Return, the
 * menu and AT-SPI complete it too.
 */
struct _SwipeCompletionRow
{
  SwipeRow parent_instance;
  GdkRGBA tint;
  gboolean has_row_background;
  GdkRGBA row_background;
  double corner_radius;
  char *action_name;
  char *action_id;
  double minimum_distance;
};

G_DEFINE_FINAL_TYPE (SwipeCompletionRow, swipe_completion_row, SWIPE_TYPE_ROW)

enum { PROP_0, PROP_TINT, PROP_ROW_BACKGROUND, PROP_CORNER_RADIUS, PROP_ACTION_NAME, PROP_ACTION_ID,
       PROP_MINIMUM_DISTANCE, N_PROPS };
static GParamSpec *props[N_PROPS];
static SwipeGlueOptions defaults;

static void
fill_options (SwipeRow *row, gpointer data)
{
  SwipeCompletionRow *self = SWIPE_COMPLETION_ROW (row);
  SwipeGlueOptions *o = data;
  o->kind = SWIPE_GLUE_COMPLETION;
  o->tint = self->tint;
  o->has_row_background = self->has_row_background;
  o->row_background = self->row_background;
  o->corner_radius = self->corner_radius;
  o->action_name = self->action_name;
  o->action_id = self->action_id;
  o->minimum_distance = self->minimum_distance;
}

static void
swipe_completion_row_finalize (GObject *object)
{
  SwipeCompletionRow *self = SWIPE_COMPLETION_ROW (object);
  g_free (self->action_name);
  g_free (self->action_id);
  G_OBJECT_CLASS (swipe_completion_row_parent_class)->finalize (object);
}

static void
swipe_completion_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  SwipeCompletionRow *self = SWIPE_COMPLETION_ROW (object);
  switch (prop_id)
    {
    case PROP_TINT: g_value_set_boxed (value, &self->tint); break;
    case PROP_ROW_BACKGROUND: g_value_set_boxed (value, self->has_row_background ? &self->row_background : NULL); break;
    case PROP_CORNER_RADIUS: g_value_set_double (value, self->corner_radius); break;
    case PROP_ACTION_NAME: g_value_set_string (value, self->action_name); break;
    case PROP_ACTION_ID: g_value_set_string (value, self->action_id); break;
    case PROP_MINIMUM_DISTANCE: g_value_set_double (value, self->minimum_distance); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
swipe_completion_row_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  SwipeCompletionRow *self = SWIPE_COMPLETION_ROW (object);
  const GdkRGBA *rgba;
  const char *text;
  switch (prop_id)
    {
    case PROP_TINT:
      rgba = g_value_get_boxed (value);
      self->tint = rgba ? *rgba : defaults.tint;
      break;
    case PROP_ROW_BACKGROUND:
      rgba = g_value_get_boxed (value);
      self->has_row_background = rgba != NULL;
      if (rgba)
        self->row_background = *rgba;
      break;
    case PROP_CORNER_RADIUS: self->corner_radius = g_value_get_double (value); break;
    case PROP_ACTION_NAME:
      text = g_value_get_string (value);
      g_free (self->action_name);
      self->action_name = g_strdup (text && *text ? text : defaults.action_name);
      break;
    case PROP_ACTION_ID:
      text = g_value_get_string (value);
      g_free (self->action_id);
      self->action_id = g_strdup (text && *text ? text : defaults.action_id);
      break;
    case PROP_MINIMUM_DISTANCE: self->minimum_distance = g_value_get_double (value); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec); return;
    }
  swipe_row_reconfigure (SWIPE_ROW (self));
}

static void
swipe_completion_row_class_init (SwipeCompletionRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  /* Construct properties: set before the row is configured once, when it is made. */
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_CONSTRUCT | G_PARAM_STATIC_STRINGS;

  swipe_swift_default_options (SWIPE_GLUE_COMPLETION, &defaults);
  object_class->finalize = swipe_completion_row_finalize;
  object_class->get_property = swipe_completion_row_get_property;
  object_class->set_property = swipe_completion_row_set_property;
  SWIPE_ROW_CLASS (klass)->fill_options = fill_options;

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
   * SwipeCompletionRow:action-name:
   *
   * The action's name, for the row's menu and screen readers ("Complete").
   */
  props[PROP_ACTION_NAME] = g_param_spec_string ("action-name", NULL, NULL, defaults.action_name, flags);
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
}

static void
swipe_completion_row_init (SwipeCompletionRow *self)
{
  self->tint = defaults.tint;
  self->corner_radius = defaults.corner_radius;
  self->action_name = g_strdup (defaults.action_name);
  self->action_id = g_strdup (defaults.action_id);
  self->minimum_distance = defaults.minimum_distance;
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
