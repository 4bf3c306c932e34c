/* SwipeListView's rows asking before a destructive action: the row-confirming and row-declined
 * signals, with the position of the row's item. */
#include "swipe-list-view.h"
#include "swipe-glue.h"

enum { ROW_CONFIRMING, ROW_DECLINED, N_LIST_CONFIRM_SIGNALS };
static guint list_confirm_signals[N_LIST_CONFIRM_SIGNALS];

void
swipe_list_view_confirm_class_init (GObjectClass *klass)
{
  /**
   * SwipeListView::row-confirming:
   * @self: the list
   * @position: the position of the row's item now
   * @row: the row
   * @action_id: the id of the destructive action the row holds
   *
   * A row of the list asks before its destructive action runs ([signal@Row::confirming]); the
   * detail is the action's id (`row-confirming::delete`). Answer with [method@Row.confirm] on
   * @row, or let the person answer; [signal@ListView::row-action] follows when it runs,
   * [signal@ListView::row-declined] when it does not. See
   * [Destructive actions that ask first](destructive.html).
   *
   * Since: 0.5
   */
  list_confirm_signals[ROW_CONFIRMING] =
    g_signal_new ("row-confirming", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST | G_SIGNAL_DETAILED,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 3, G_TYPE_UINT, SWIPE_TYPE_ROW, G_TYPE_STRING);
  /**
   * SwipeListView::row-declined:
   * @self: the list
   * @position: the position of the row's item now
   * @row: the row
   * @action_id: the id of the destructive action the row held
   *
   * A row of the list stopped asking without running its destructive action
   * ([signal@Row::declined]) and springs back to rest; the detail is the action's id.
   *
   * Since: 0.5
   */
  list_confirm_signals[ROW_DECLINED] =
    g_signal_new ("row-declined", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST | G_SIGNAL_DETAILED,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 3, G_TYPE_UINT, SWIPE_TYPE_ROW, G_TYPE_STRING);
}

void
swipe_c_list_emit_confirmation (GtkWidget *view, gboolean asking, guint position, GtkWidget *row, const char *action_id)
{
  g_signal_emit (view, list_confirm_signals[asking ? ROW_CONFIRMING : ROW_DECLINED], g_quark_from_string (action_id),
                 position, row, action_id);
}
