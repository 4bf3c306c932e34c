/* The GActions rows activate: found in a list of SwipeAction, or the row's own (a completion or
 * dismiss row's GtkActionable action-name and action-target). */
#include <string.h>

#include "swipe-row-private.h"

gboolean
swipe_row_find_gaction_in (GListModel *actions, const char *action_id, const char **name, GVariant **target)
{
  guint n = g_list_model_get_n_items (actions);
  for (guint i = 0; i < n; i++)
    {
      SwipeAction *action = g_list_model_get_item (actions, i);
      gboolean found = g_strcmp0 (swipe_action_get_id (action), action_id) == 0
                       && swipe_action_get_action_name (action) != NULL;
      if (found)
        {
          *name = swipe_action_get_action_name (action);
          *target = swipe_action_get_action_target_value (action);
        }
      /* The list keeps the action (and its strings) alive. */
      g_object_unref (action);
      if (found)
        return TRUE;
    }
  return FALSE;
}

void
swipe_row_gaction_set_name (SwipeRowGAction *gaction, const char *name)
{
  g_return_if_fail (name == NULL || name[0] == '\0' || g_action_name_is_valid (name));
  g_free (gaction->name);
  gaction->name = name && name[0] ? g_strdup (name) : NULL;
}

void
swipe_row_gaction_set_target (SwipeRowGAction *gaction, GVariant *target)
{
  if (target)
    g_variant_ref_sink (target);
  g_clear_pointer (&gaction->target, g_variant_unref);
  gaction->target = target;
}

void
swipe_row_gaction_clear (SwipeRowGAction *gaction)
{
  g_clear_pointer (&gaction->name, g_free);
  g_clear_pointer (&gaction->target, g_variant_unref);
}

gboolean
swipe_row_gaction_find (const SwipeRowGAction *gaction, const char **name, GVariant **target)
{
  if (gaction->name == NULL)
    return FALSE;
  *name = gaction->name;
  *target = gaction->target;
  return TRUE;
}

/* What the row learns of a GAction before it activates it. */
typedef enum
{
  GACTION_UNSEEN,   /* in a group the public API cannot reach (a prefix an app inserted) */
  GACTION_MISSING,
  GACTION_FOUND,
} GActionLookup;

/* Looks the GAction up as the row's action muxer would, through public API: the class actions of
 * the row and its ancestors (gtk_widget_class_install_action), the `win.` actions of a
 * GtkApplicationWindow and the `app.` actions of its GtkApplication. GTK 4.8 has no getter for
 * the groups an app inserts with gtk_widget_insert_action_group: those are UNSEEN. */
static GActionLookup
lookup_gaction (GtkWidget *row, const char *name, gboolean *enabled, const GVariantType **parameter_type)
{
  GtkRoot *root;
  GActionGroup *group = NULL;
  const char *unprefixed = NULL;

  *enabled = TRUE;
  for (GtkWidget *widget = row; widget != NULL; widget = gtk_widget_get_parent (widget))
    {
      GtkWidgetClass *klass = GTK_WIDGET_GET_CLASS (widget);
      GType owner;
      const char *class_action, *property;
      const GVariantType *type;
      /* A class action's enabled state has no public getter; GTK ignores a disabled one. Every
       * out argument is written: none may be NULL. */
      for (guint i = 0; gtk_widget_class_query_action (klass, i, &owner, &class_action, &type, &property); i++)
        if (strcmp (class_action, name) == 0)
          {
            *parameter_type = type;
            return GACTION_FOUND;
          }
    }

  root = gtk_widget_get_root (row);
  if (g_str_has_prefix (name, "win."))
    {
      if (!GTK_IS_APPLICATION_WINDOW (root))
        return GACTION_UNSEEN;
      group = G_ACTION_GROUP (root);
      unprefixed = name + strlen ("win.");
    }
  else if (g_str_has_prefix (name, "app."))
    {
      GtkApplication *application = GTK_IS_WINDOW (root) ? gtk_window_get_application (GTK_WINDOW (root)) : NULL;
      if (application == NULL)
        return GACTION_UNSEEN;
      group = G_ACTION_GROUP (application);
      unprefixed = name + strlen ("app.");
    }
  else
    return GACTION_UNSEEN;

  if (!g_action_group_query_action (group, unprefixed, enabled, parameter_type, NULL, NULL, NULL))
    return GACTION_MISSING;
  return GACTION_FOUND;
}

/* Whether the row said this already (once per row, action and GAction). */
static gboolean
said_before (SwipeRow *self, const char *action_id, const char *name)
{
  static GQuark quark;
  GHashTable *said;
  char *key;

  if (quark == 0)
    quark = g_quark_from_static_string ("swipe-row-gaction-said");
  said = g_object_get_qdata (G_OBJECT (self), quark);
  if (said == NULL)
    {
      said = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      g_object_set_qdata_full (G_OBJECT (self), quark, said, (GDestroyNotify) g_hash_table_unref);
    }
  key = g_strdup_printf ("%s\n%s", action_id ? action_id : "", name);
  if (g_hash_table_contains (said, key))
    {
      g_free (key);
      return TRUE;
    }
  g_hash_table_add (said, key);
  return FALSE;
}

static char *
describe_target (GVariant *target)
{
  char *printed, *described;

  if (target == NULL)
    return g_strdup ("no action-target");
  printed = g_variant_print (target, TRUE);
  described = g_strdup_printf ("the action-target %s of type '%s'", printed, g_variant_get_type_string (target));
  g_free (printed);
  return described;
}

/* Says, in one line and once per row, action and GAction, what became of the GAction: `rest`
 * (taken) follows "the action 'id' names the GAction 'name', which". */
static void
warn_once (SwipeRow *self, const char *action_id, const char *name, char *rest)
{
  if (!said_before (self, action_id, name))
    {
      if (action_id == NULL)
        g_warning ("%s: its action-name names the GAction '%s', which %s", G_OBJECT_TYPE_NAME (self), name, rest);
      else
        g_warning ("%s: the action '%s' names the GAction '%s', which %s", G_OBJECT_TYPE_NAME (self), action_id, name, rest);
    }
  g_free (rest);
}

void
swipe_row_activate_gaction (SwipeRow *self, const char *action_id, const char *name, GVariant *target)
{
  gboolean enabled;
  const GVariantType *parameter_type = NULL;
  char *given;

  switch (lookup_gaction (GTK_WIDGET (self), name, &enabled, &parameter_type))
    {
    case GACTION_MISSING:
      warn_once (self, action_id, name, g_strdup ("no action group around the row has"));
      return;
    case GACTION_UNSEEN:
      {
        /* GTK resolves it: missing, disabled or of another parameter type, it declines without a
         * critical (and says so itself for another type). */
        GtkShortcutAction *named = gtk_named_action_new (name);
        gboolean done = gtk_shortcut_action_activate (named, 0, GTK_WIDGET (self), target);
        g_object_unref (named);
        if (!done)
          {
            given = describe_target (target);
            warn_once (self, action_id, name,
                       g_strdup_printf ("is not activated: no action group around the row has it enabled for %s", given));
            g_free (given);
          }
        return;
      }
    case GACTION_FOUND:
      break;
    }

  /* A disabled GAction is the app's state, not a mistake: nothing happens, as for a button. */
  if (!enabled)
    return;
  if (target == NULL ? parameter_type != NULL : parameter_type == NULL || !g_variant_is_of_type (target, parameter_type))
    {
      given = describe_target (target);
      if (parameter_type == NULL)
        warn_once (self, action_id, name, g_strdup_printf ("takes no parameter, but is given %s: it is not activated", given));
      else
        warn_once (self, action_id, name,
                   g_strdup_printf ("takes a parameter of type '%s', but is given %s: it is not activated",
                                    g_variant_type_peek_string (parameter_type), given));
      g_free (given);
      return;
    }
  gtk_widget_activate_action_variant (GTK_WIDGET (self), name, target);
}

static const char *
actionable_get_action_name (GtkActionable *actionable)
{
  SwipeRow *self = SWIPE_ROW (actionable);
  return swipe_row_kind_of (self)->gaction (self)->name;
}

static void
actionable_set_action_name (GtkActionable *actionable, const char *name)
{
  g_object_set (actionable, "action-name", name, NULL);
}

static GVariant *
actionable_get_action_target_value (GtkActionable *actionable)
{
  SwipeRow *self = SWIPE_ROW (actionable);
  return swipe_row_kind_of (self)->gaction (self)->target;
}

static void
actionable_set_action_target_value (GtkActionable *actionable, GVariant *target)
{
  g_object_set (actionable, "action-target", target, NULL);
}

void
swipe_row_actionable_init (GtkActionableInterface *iface)
{
  iface->get_action_name = actionable_get_action_name;
  iface->set_action_name = actionable_set_action_name;
  iface->get_action_target_value = actionable_get_action_target_value;
  iface->set_action_target_value = actionable_set_action_target_value;
}
