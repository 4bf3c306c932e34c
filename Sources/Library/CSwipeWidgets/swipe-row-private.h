/* What the kinds of row share with the base class. Not installed. */
#ifndef SWIPE_ROW_PRIVATE_H
#define SWIPE_ROW_PRIVATE_H

#include "swipe-row.h"
#include "swipe-glue.h"

G_BEGIN_DECLS

/* The most lists of actions a kind has (one per edge). */
#define SWIPE_ROW_MAX_ACTION_LISTS 2

/* What makes a kind of row a kind: kept beside its type (not in the public class struct), and
 * found by an app's subclass through its parent types. */
typedef struct
{
  /* The kind's name in the engine (SwipeKind.name: "dismiss"): its options schema makes the
   * kind's properties (swipe_row_kind_register). */
  const char *name;
  /* Puts the row's lists of SwipeAction in `lists`, one for each actions option of the kind's
   * schema, in the schema's order (a card row's leading, then its trailing), and returns how
   * many. NULL: the kind has none. */
  guint (*action_lists) (SwipeRow *self, GListModel *lists[SWIPE_ROW_MAX_ACTION_LISTS]);
  /* Adds an action on an edge (GtkBuilder's leading-action and trailing-action children);
   * FALSE when the kind has no actions on that edge. NULL: the kind has none. */
  gboolean (*add_action) (SwipeRow *self, SwipeEdge edge, SwipeAction *action);
  /* The GAction a performed action names (NULL: the row's own), and its target: FALSE when it
   * names none. */
  gboolean (*find_gaction) (SwipeRow *self, const char *action_id, const char **name, GVariant **target);
  /* A kind that is a GtkActionable (swipe_row_actionable_init): the row's own GAction. */
  struct _SwipeRowGAction *(*gaction) (SwipeRow *self);
} SwipeRowKind;

/* Makes `klass` (a kind of row, from its class_init) use `kind` (static), and installs a property
 * for each GObject option of the kind's schema, at the ids from `first_option_id` on (after the
 * kind's own properties). */
void swipe_row_kind_register (GObjectClass *klass, const SwipeRowKind *kind, guint first_option_id);

/* The row's kind: its own type's, or the nearest parent's (an app's subclass of a kind). NULL
 * for an app's class derived from SwipeRow itself. */
const SwipeRowKind *swipe_row_kind_of (SwipeRow *self);

/* The kinds' get_property and set_property for their option properties; a kind with
 * properties of its own calls them for the ids it does not know. A row's options start at the
 * kind's defaults; a NULL or "" value sets an option back to its default; every change puts
 * the row at rest with the new options (swipe_row_reconfigure). */
void swipe_row_get_option (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec);
void swipe_row_set_option (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec);

/* Puts the row at rest with its kind's options as they are now (a no-op while it is constructed:
 * the base class configures it once, when construction ends). */
void swipe_row_reconfigure (SwipeRow *self);

/* Passes the row's options and actions to the Swift row over it (swipe_row_reconfigure does). */
void swipe_row_configure_options (SwipeRow *self, GtkWidget *slot);

/* The GAction of the action with that id in a list of SwipeAction, if it names one
 * (swipe-row-gaction.c, as the swipe_row_gaction functions). */
gboolean swipe_row_find_gaction_in (GListModel *actions, const char *action_id, const char **name, GVariant **target);

/* Activates the GAction `name` with `target` from the row, as a GtkActionable widget would,
 * when an action group around the row has it enabled with `target`'s type as its parameter type.
 * A GAction no group has, or whose parameter type is not the target's, is not activated: the
 * row says so in one warning, once per action (`action_id`, NULL for the row's own) and GAction;
 * a disabled one is not activated, silently. */
void swipe_row_activate_gaction (SwipeRow *self, const char *action_id, const char *name, GVariant *target);

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
/* The row's GAction, when it names one: the row has one action, which activates it. */
gboolean swipe_row_gaction_find       (const SwipeRowGAction *gaction, const char **name, GVariant **target);

/* The box a row's child goes in (CSS name `box`), which the row slides (swipe-row-slot.c). */
GType swipe_row_slot_get_type (void);

/* Installs SwipeRow's confirming and declined signals (swipe-row-confirm.c). */
void swipe_row_confirm_class_init (GObjectClass *klass);

G_END_DECLS

#endif
