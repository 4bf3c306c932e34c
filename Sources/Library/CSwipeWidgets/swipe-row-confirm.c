/* SwipeRow's question before a destructive action: the confirming and declined signals and
 * swipe_row_confirm. */
#include "swipe-row-private.h"

enum { CONFIRMING, DECLINED, N_CONFIRM_SIGNALS };
static guint confirm_signals[N_CONFIRM_SIGNALS];

void
swipe_row_confirm_class_init (GObjectClass *klass)
{
  /**
   * SwipeRow::confirming:
   * @self: the row
   * @action_id: the id of the destructive action the row holds
   *
   * The row asks before a destructive action runs ([property@CardRow:confirms-destructive-actions],
   * [property@ActionRow:confirms-destructive-actions]): a card row's full swipe or button holds
   * the row at the edge, an action row's button widens over the open row, and the button reads
   * "Delete?". A second activation of the action, Return or [method@Row.confirm] with %TRUE runs
   * it ([signal@Row::action] follows as always); Escape, a tap on the row, a drag or a tap on
   * another row of its group, [method@Row.close], [method@Row.confirm] with %FALSE or the row's
   * `confirm-timeout` decline it ([signal@Row::declined]). The signal's detail is the action's
   * id (`confirming::delete`). Connect to it to ask in your own way (a dialog), then answer with
   * [method@Row.confirm]. See [Destructive actions that ask first](destructive.html).
   *
   * Since: 0.5
   */
  confirm_signals[CONFIRMING] = g_signal_new ("confirming", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST | G_SIGNAL_DETAILED,
                                              0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /**
   * SwipeRow::declined:
   * @self: the row
   * @action_id: the id of the destructive action the row held
   *
   * The row stopped asking without running the action (see [signal@Row::confirming]) and
   * springs back to rest. The signal's detail is the action's id.
   *
   * Since: 0.5
   */
  confirm_signals[DECLINED] = g_signal_new ("declined", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST | G_SIGNAL_DETAILED,
                                            0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

void
swipe_c_row_emit_confirmation (GtkWidget *row, gboolean asking, const char *action_id)
{
  g_signal_emit (row, confirm_signals[asking ? CONFIRMING : DECLINED], g_quark_from_string (action_id), action_id);
}

/**
 * swipe_row_confirm:
 * @self: a row
 * @accept: %TRUE to run the action the row holds, %FALSE to spring back without it
 *
 * Answers the row's question before a destructive action (see [signal@Row::confirming]).
 * Asking nothing, the row does nothing and warns: answer only between
 * [signal@Row::confirming] and [signal@Row::action] or [signal@Row::declined].
 *
 * Returns: %FALSE when the row asked nothing
 *
 * Since: 0.5
 */
gboolean
swipe_row_confirm (SwipeRow *self, gboolean accept)
{
  g_return_val_if_fail (SWIPE_IS_ROW (self), FALSE);
  if (swipe_swift_row_confirm (GTK_WIDGET (self), accept))
    return TRUE;
  g_warning ("%s: swipe_row_confirm: the row is not asking to confirm an action", G_OBJECT_TYPE_NAME (self));
  return FALSE;
}
