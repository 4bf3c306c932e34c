/* SwipeAction: one button behind a row, immutable once made. */
#include "swipe-action.h"

/**
 * SwipeAction:
 *
 * One action of a [class@ActionRow] or a [class@CardRow]: its id (named by the rows'
 * [signal@Row::action] signal), the title people see and screen readers speak, a symbolic icon,
 * the button's tint, its role, and the app's [iface@Gio.Action] it runs.
 *
 * [property@Action:action-name] and [property@Action:action-target] mean what they mean on a
 * [iface@Gtk.Actionable]: when the action is performed — by a swipe, a full swipe, its button, a
 * key, the row's menu, a screen reader or [method@Row.perform] — the row activates that GAction
 * from itself (so `win.` and `app.` actions are found through its window), then emits
 * [signal@Row::action].
 *
 * In a [class@Gtk.Builder] file an action is a child of its row:
 *
 * ```xml
 * <object class="SwipeActionRow">
 *   <child>
 *     <object class="GtkLabel"><property name="label">Weekly report</property></object>
 *   </child>
 *   <child type="trailing-action">
 *     <object class="SwipeAction">
 *       <property name="id">archive</property>
 *       <property name="title">Archive</property>
 *       <property name="icon-name">package-x-generic-symbolic</property>
 *       <property name="action-name">win.archive</property>
 *       <property name="action-target">'weekly'</property>
 *     </object>
 *   </child>
 * </object>
 * ```
 *
 * An action is immutable; one action may be added to many rows.
 */
struct _SwipeAction
{
  GObject parent_instance;
  char *id;
  char *title;
  char *icon_name;
  GdkRGBA tint;
  gboolean has_tint;        /* FALSE: the role's tint */
  SwipeActionRole role;
  char *action_name;
  GVariant *action_target;
};

G_DEFINE_FINAL_TYPE (SwipeAction, swipe_action, G_TYPE_OBJECT)

enum { PROP_0, PROP_ID, PROP_TITLE, PROP_ICON_NAME, PROP_TINT, PROP_ROLE, PROP_ACTION_NAME, PROP_ACTION_TARGET, N_PROPS };
static GParamSpec *props[N_PROPS];

/* The tint of an action made without one: GNOME's blue 3, or its red 3 for a destructive one
 * (libadwaita's destructive colour). */
static const GdkRGBA default_tint = { 0.208, 0.518, 0.894, 1.0 };
static const GdkRGBA destructive_tint = { 0.878, 0.106, 0.141, 1.0 };

static const GdkRGBA *
effective_tint (SwipeAction *self)
{
  if (self->has_tint)
    return &self->tint;
  return self->role == SWIPE_ACTION_ROLE_DESTRUCTIVE ? &destructive_tint : &default_tint;
}

static void
swipe_action_finalize (GObject *object)
{
  SwipeAction *self = SWIPE_ACTION (object);
  g_free (self->id);
  g_free (self->title);
  g_free (self->icon_name);
  g_free (self->action_name);
  g_clear_pointer (&self->action_target, g_variant_unref);
  G_OBJECT_CLASS (swipe_action_parent_class)->finalize (object);
}

static void
swipe_action_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  SwipeAction *self = SWIPE_ACTION (object);
  switch (prop_id)
    {
    case PROP_ID: g_value_set_string (value, self->id); break;
    case PROP_TITLE: g_value_set_string (value, self->title); break;
    case PROP_ICON_NAME: g_value_set_string (value, self->icon_name); break;
    case PROP_TINT: g_value_set_boxed (value, effective_tint (self)); break;
    case PROP_ROLE: g_value_set_enum (value, self->role); break;
    case PROP_ACTION_NAME: g_value_set_string (value, self->action_name); break;
    case PROP_ACTION_TARGET: g_value_set_variant (value, self->action_target); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
swipe_action_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  SwipeAction *self = SWIPE_ACTION (object);
  switch (prop_id)
    {
    case PROP_ID:
      g_free (self->id);
      self->id = g_value_dup_string (value);
      break;
    case PROP_TITLE:
      g_free (self->title);
      self->title = g_value_dup_string (value);
      break;
    case PROP_ICON_NAME:
      g_free (self->icon_name);
      self->icon_name = g_value_dup_string (value);
      break;
    case PROP_TINT:
      {
        const GdkRGBA *tint = g_value_get_boxed (value);
        self->has_tint = tint != NULL;
        if (tint)
          self->tint = *tint;
      }
      break;
    case PROP_ROLE: self->role = g_value_get_enum (value); break;
    case PROP_ACTION_NAME:
      g_free (self->action_name);
      self->action_name = g_value_dup_string (value);
      break;
    case PROP_ACTION_TARGET:
      g_clear_pointer (&self->action_target, g_variant_unref);
      self->action_target = g_value_dup_variant (value);
      break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
swipe_action_constructed (GObject *object)
{
  SwipeAction *self = SWIPE_ACTION (object);
  G_OBJECT_CLASS (swipe_action_parent_class)->constructed (object);
  if (self->id == NULL || self->id[0] == '\0')
    g_critical ("SwipeAction: an action needs an id");
  if (self->id == NULL)
    self->id = g_strdup ("");
  if (self->title == NULL)
    self->title = g_strdup (self->id);
  if (self->icon_name == NULL)
    self->icon_name = g_strdup ("");
  if (self->action_name && !g_action_name_is_valid (self->action_name))
    {
      g_critical ("SwipeAction '%s': '%s' is not a valid action name", self->id, self->action_name);
      g_clear_pointer (&self->action_name, g_free);
    }
  if (self->action_name && self->action_name[0] == '\0')
    g_clear_pointer (&self->action_name, g_free);
}

static void
swipe_action_class_init (SwipeActionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = swipe_action_finalize;
  object_class->get_property = swipe_action_get_property;
  object_class->set_property = swipe_action_set_property;
  object_class->constructed = swipe_action_constructed;

  /**
   * SwipeAction:id:
   *
   * The action's id: lowercase (`archive`, `delete`); signals name the action by it.
   */
  props[PROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL, flags);
  /**
   * SwipeAction:title:
   *
   * What people see on the button and screen readers speak (default: the id).
   */
  props[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL, flags);
  /**
   * SwipeAction:icon-name:
   *
   * A symbolic icon name (`package-x-generic-symbolic`).
   */
  props[PROP_ICON_NAME] = g_param_spec_string ("icon-name", NULL, NULL, NULL, flags);
  /**
   * SwipeAction:tint:
   *
   * The button's background; its title and icon are black or white, whichever contrasts more.
   * Not given (or %NULL), it is the role's: GNOME's blue, or its red for a destructive action,
   * as libadwaita colours destructive buttons.
   */
  props[PROP_TINT] = g_param_spec_boxed ("tint", NULL, NULL, GDK_TYPE_RGBA, flags);
  /**
   * SwipeAction:role:
   *
   * Whether the action removes its item.
   */
  props[PROP_ROLE] = g_param_spec_enum ("role", NULL, NULL, SWIPE_TYPE_ACTION_ROLE,
                                        SWIPE_ACTION_ROLE_NORMAL, flags);
  /**
   * SwipeAction:action-name:
   *
   * The app's [iface@Gio.Action] that performing the action activates, with its group's prefix
   * (`win.archive`, `app.delete`), as [property@Gtk.Actionable:action-name] means; %NULL (the
   * default) for none: the row then only emits [signal@Row::action].
   *
   * Since: 0.4
   */
  props[PROP_ACTION_NAME] = g_param_spec_string ("action-name", NULL, NULL, NULL, flags);
  /**
   * SwipeAction:action-target:
   *
   * The parameter [property@Action:action-name] is activated with (`'weekly'` in a .ui file),
   * as [property@Gtk.Actionable:action-target] means; %NULL for an action without one.
   *
   * Since: 0.4
   */
  props[PROP_ACTION_TARGET] = g_param_spec_variant ("action-target", NULL, NULL, G_VARIANT_TYPE_ANY, NULL, flags);
  g_object_class_install_properties (object_class, N_PROPS, props);
}

static void
swipe_action_init (SwipeAction *self)
{
}

/**
 * swipe_action_new:
 * @id: the action's id (lowercase: `archive`)
 * @title: what the button says
 * @icon_name: (nullable): a symbolic icon name, or %NULL for none
 *
 * Makes an action with the normal role and its tint (blue).
 *
 * Returns: (transfer full): the action
 */
SwipeAction *
swipe_action_new (const char *id, const char *title, const char *icon_name)
{
  return g_object_new (SWIPE_TYPE_ACTION, "id", id, "title", title, "icon-name", icon_name, NULL);
}

/**
 * swipe_action_new_full:
 * @id: the action's id (lowercase: `delete`)
 * @title: what the button says
 * @icon_name: (nullable): a symbolic icon name, or %NULL for none
 * @tint: (nullable): the button's background, or %NULL for the role's (blue, or red when destructive)
 * @role: whether the action removes its item
 *
 * Makes an action with every field given.
 *
 * Returns: (transfer full): the action
 */
SwipeAction *
swipe_action_new_full (const char *id, const char *title, const char *icon_name,
                       const GdkRGBA *tint, SwipeActionRole role)
{
  return g_object_new (SWIPE_TYPE_ACTION, "id", id, "title", title, "icon-name", icon_name,
                       "tint", tint, "role", role, NULL);
}

/**
 * swipe_action_get_id:
 * @self: an action
 *
 * Gets the action's id.
 *
 * Returns: (transfer none): the action's id
 */
const char *
swipe_action_get_id (SwipeAction *self)
{
  g_return_val_if_fail (SWIPE_IS_ACTION (self), NULL);
  return self->id;
}

/**
 * swipe_action_get_title:
 * @self: an action
 *
 * Gets the action's title.
 *
 * Returns: (transfer none): the action's title
 */
const char *
swipe_action_get_title (SwipeAction *self)
{
  g_return_val_if_fail (SWIPE_IS_ACTION (self), NULL);
  return self->title;
}

/**
 * swipe_action_get_icon_name:
 * @self: an action
 *
 * Gets the action's icon name.
 *
 * Returns: (transfer none): the action's icon name (empty for none)
 */
const char *
swipe_action_get_icon_name (SwipeAction *self)
{
  g_return_val_if_fail (SWIPE_IS_ACTION (self), NULL);
  return self->icon_name;
}

/**
 * swipe_action_get_tint:
 * @self: an action
 *
 * Gets the button's background.
 *
 * Returns: (transfer none): the button's background
 */
const GdkRGBA *
swipe_action_get_tint (SwipeAction *self)
{
  g_return_val_if_fail (SWIPE_IS_ACTION (self), NULL);
  return effective_tint (self);
}

/**
 * swipe_action_get_role:
 * @self: an action
 *
 * Tells whether the action removes its item.
 *
 * Returns: whether the action removes its item
 */
SwipeActionRole
swipe_action_get_role (SwipeAction *self)
{
  g_return_val_if_fail (SWIPE_IS_ACTION (self), SWIPE_ACTION_ROLE_NORMAL);
  return self->role;
}

/**
 * swipe_action_get_action_name:
 * @self: an action
 *
 * Gets the GAction that performing the action activates.
 *
 * Returns: (transfer none) (nullable): the GAction that performing the action activates
 *   ([property@Action:action-name]), or %NULL
 *
 * Since: 0.4
 */
const char *
swipe_action_get_action_name (SwipeAction *self)
{
  g_return_val_if_fail (SWIPE_IS_ACTION (self), NULL);
  return self->action_name;
}

/**
 * swipe_action_get_action_target_value:
 * @self: an action
 *
 * Gets the parameter of the GAction.
 *
 * Returns: (transfer none) (nullable): the parameter of the GAction
 *   ([property@Action:action-target]), or %NULL
 *
 * Since: 0.4
 */
GVariant *
swipe_action_get_action_target_value (SwipeAction *self)
{
  g_return_val_if_fail (SWIPE_IS_ACTION (self), NULL);
  return self->action_target;
}
