/* What the kinds of row share with the base class. Not installed. */
#ifndef SWIPE_ROW_PRIVATE_H
#define SWIPE_ROW_PRIVATE_H

#include "swipe-row.h"
#include "swipe-glue.h"

G_BEGIN_DECLS

/* What makes a kind of row a kind: kept beside its type (not in the public class struct), and
 * found by an app's subclass through its parent types. */
typedef struct
{
  /* Writes the row's options as they are now. */
  void (*fill_options) (SwipeRow *self, SwipeGlueOptions *options);
  /* Adds an action on an edge (GtkBuilder's leading-action and trailing-action children);
   * FALSE when the kind has no actions on that edge. NULL: the kind has none. */
  gboolean (*add_action) (SwipeRow *self, SwipeEdge edge, SwipeAction *action);
  /* The GAction a performed action names (NULL: the row's own), and its target: FALSE when it
   * names none. */
  gboolean (*find_gaction) (SwipeRow *self, const char *action_id, const char **name, GVariant **target);
  /* A kind that is a GtkActionable (swipe_row_actionable_init): the row's own GAction. */
  struct _SwipeRowGAction *(*gaction) (SwipeRow *self);
} SwipeRowKind;

/* Makes `type` (a kind of row, from its class_init) use `kind` (static). */
void swipe_row_kind_register (GType type, const SwipeRowKind *kind);

/* Puts the row at rest with its kind's options as they are now (a no-op while it is constructed:
 * the base class configures it once, when construction ends). */
void swipe_row_reconfigure (SwipeRow *self);

/* Fills `out` (n entries) from a list of SwipeAction (borrowing their strings). */
void swipe_row_glue_actions (GListModel *actions, SwipeGlueAction *out, guint n);

/* The GAction of the action with that id in a list of SwipeAction, if it names one. */
gboolean swipe_row_find_gaction_in (GListModel *actions, const char *action_id, const char **name, GVariant **target);

/* The GAction a completion or dismiss row activates when it completes or is dismissed: its
 * GtkActionable action-name and action-target. */
typedef struct _SwipeRowGAction
{
  char *name;
  GVariant *target;
} SwipeRowGAction;

/* GtkActionable for a kind whose SwipeRowKind has `gaction`: its action-name and action-target
 * properties (overridden by the kind) go through g_object_set, so they notify. */
void     swipe_row_actionable_init    (GtkActionableInterface *iface);

/* Sets the name (NULL or "" for none; an invalid name is refused with a critical). */
void     swipe_row_gaction_set_name   (SwipeRowGAction *gaction, const char *name);
/* Sets the target (sunk if floating; NULL for none). */
void     swipe_row_gaction_set_target (SwipeRowGAction *gaction, GVariant *target);
void     swipe_row_gaction_clear      (SwipeRowGAction *gaction);
/* The GAction of the row's one action, `own_id` (or `action_id` NULL), when it names one. */
gboolean swipe_row_gaction_find       (const SwipeRowGAction *gaction, const char *own_id, const char *action_id,
                                       const char **name, GVariant **target);

G_END_DECLS

#endif
