/* The GActions rows activate: found in a list of SwipeAction, or the row's own (a completion or
 * dismiss row's GtkActionable action-name and action-target). */
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
