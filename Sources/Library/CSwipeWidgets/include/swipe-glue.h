/* The seam between the GObject types (C, this target) and the Swift rows they wrap
 * (SwipeWidgetsGObject). Not installed, not part of the API: no app includes it.
 *
 * swipe_swift_*: defined in Swift (@_cdecl), called by the C types.
 * swipe_c_*:     defined in C, called by Swift (signal emission is variadic in C, and Swift
 *                calls no variadic function).
 * Main thread only.
 */
#ifndef SWIPE_GLUE_H
#define SWIPE_GLUE_H

#include "swipewidgets.h"

G_BEGIN_DECLS

/* Row events, as the row's signals name them. */
typedef enum {
  SWIPE_GLUE_DRAG_STARTED,
  SWIPE_GLUE_FEEDBACK,
  SWIPE_GLUE_OPENED,
  SWIPE_GLUE_CLOSED,
  SWIPE_GLUE_ACTION,
  SWIPE_GLUE_COMPLETED,
} SwipeGlueEvent;

/* What a row's widget did, told to its Swift row (after GTK's own handling). */
typedef enum {
  SWIPE_GLUE_REALIZED,
  SWIPE_GLUE_DESTROYED,
  SWIPE_GLUE_MAPPED,
  SWIPE_GLUE_UNMAPPED,
  SWIPE_GLUE_DIRECTION_CHANGED,
} SwipeGlueWidgetEvent;

/* Kinds. A kind's GObject type (its class_init, through swipe_row_kind_register) has a property
 * for each GObject option of the kind named `kind` (SwipeKind.name: "dismiss"), made from its
 * options schema: each is added, in the schema's order, by swipe_c_kind_add_option with the
 * value a new row starts with (the kind's default). */
void     swipe_swift_kind_install_options (GObjectClass *klass, const char *kind);
void     swipe_c_kind_add_option         (GObjectClass *klass, GParamSpec *pspec, const GValue *default_value);

/* Rows. `row` is the SwipeRow widget; `slot` the box the app's child goes in; `values` the
 * row's option properties, in the order they were added; `action_lists` its lists of
 * SwipeAction, one for each actions option of its kind's schema, in the schema's order. The
 * first configure makes the Swift row over the widget; later ones put it at rest with new
 * options. Everything is borrowed for the call. */
void     swipe_swift_row_configure       (GtkWidget *row, GtkWidget *slot, const char *kind, const GValue *values,
                                          guint n_values, GListModel *const *action_lists, guint n_action_lists);
void     swipe_swift_row_open            (GtkWidget *row, SwipeEdge edge);
void     swipe_swift_row_close           (GtkWidget *row);
gboolean swipe_swift_row_perform         (GtkWidget *row, const char *action_id);
void     swipe_swift_row_reset           (GtkWidget *row);
gboolean swipe_swift_row_is_open         (GtkWidget *row);
/* -1 when closed, else a SwipeEdge */
int      swipe_swift_row_open_edge       (GtkWidget *row);
void     swipe_swift_row_show_menu       (GtkWidget *row);
void     swipe_swift_row_announce        (GtkWidget *row, const char *text);
void     swipe_swift_row_set_reduce_motion (GtkWidget *row, SwipeReduceMotion mode);
void     swipe_swift_row_set_close_on_scroll (GtkWidget *row, gboolean close_on_scroll);
void     swipe_swift_row_update_accessible_name (GtkWidget *row);
gboolean swipe_swift_row_grab_focus      (GtkWidget *row);
void     swipe_swift_row_joined_list     (GtkWidget *row);
/* The row's class measures and allocates it, and tells it what its widget did, through these
 * (nothing is connected to each row). */
void     swipe_swift_row_widget_did      (GtkWidget *row, SwipeGlueWidgetEvent event);
void     swipe_swift_row_measure         (GtkWidget *row, GtkOrientation orientation, int for_size,
                                          int *minimum, int *natural);
void     swipe_swift_row_allocate        (GtkWidget *row, int width, int height);

void     swipe_c_row_emit                (GtkWidget *row, SwipeGlueEvent event, SwipeEdge edge, const char *action_id);
/* The row asks to confirm its destructive action `action_id` (`asking`), or stopped asking
 * without running it; swipe_swift_row_confirm answers (FALSE: it asked nothing). */
void     swipe_c_row_emit_confirmation   (GtkWidget *row, gboolean asking, const char *action_id);
gboolean swipe_swift_row_confirm         (GtkWidget *row, gboolean accept);
/* A row of the list asks to confirm `action_id` (`asking`) or stopped asking (swipe-list-view-confirm.c);
 * swipe_list_view_confirm_class_init installs the list's row-confirming and row-declined. */
void     swipe_c_list_emit_confirmation  (GtkWidget *view, gboolean asking, guint position, GtkWidget *row,
                                          const char *action_id);
void     swipe_list_view_confirm_class_init (GObjectClass *klass);
/* The row peeks (TRUE) or was not at rest (FALSE). */
gboolean swipe_swift_row_peek            (GtkWidget *row);

/* Groups: an opaque Swift group, owned by the SwipeGroup object. */
gpointer swipe_swift_group_new           (void);
void     swipe_swift_group_free          (gpointer group);
void     swipe_swift_group_add           (gpointer group, GtkWidget *row);
void     swipe_swift_group_remove        (gpointer group, GtkWidget *row);
void     swipe_swift_group_open          (gpointer group, GtkWidget *row, SwipeEdge edge);
void     swipe_swift_group_close         (gpointer group);
gboolean swipe_swift_group_is_open       (gpointer group, GtkWidget *row);
gboolean swipe_swift_group_is_any_row_open (gpointer group);
GtkWidget *swipe_swift_group_open_row    (gpointer group);

/* Lists. swipe_swift_list_new returns the Swift list's widget (a scrolled window, which the
 * SwipeListView holds as its child): the list lives as long as it, and the other calls take it. */
GtkWidget *swipe_swift_list_new          (GtkWidget *view, GListModel *model);
GtkWidget *swipe_swift_list_row          (GtkWidget *list, guint position);
void     swipe_swift_list_focus          (GtkWidget *list, guint position);
void     swipe_swift_list_open           (GtkWidget *list, guint position, SwipeEdge edge);
void     swipe_swift_list_close          (GtkWidget *list);
gboolean swipe_swift_list_is_any_row_open (GtkWidget *list);
void     swipe_swift_list_refresh_headings (GtkWidget *view, GtkWidget *list);
/* The view is being disposed: the list drops its model and the view's callbacks, so nothing
 * reaches the view from it again (whoever still holds the list's widget). */
void     swipe_swift_list_detach         (GtkWidget *list);

/* Undo: the Swift list removes and restores items (swipe_c_list_remove_item and
 * swipe_c_list_restore_item first, the app's signal handlers; then a GListStore itself).
 * remove_item is FALSE when nothing removed the item; undo FALSE when there was nothing to undo
 * or nothing put the item back. */
gboolean swipe_swift_list_remove_item    (GtkWidget *list, guint position);
gboolean swipe_swift_list_undo           (GtkWidget *list, guint *position);
gboolean swipe_swift_list_can_undo       (GtkWidget *list);
void     swipe_swift_list_clear_undo     (GtkWidget *list);
void     swipe_swift_row_restore         (GtkWidget *row);

/* A new row of the list's row type, set up by the app's setup-row handlers. */
GtkWidget *swipe_c_list_create_row       (GtkWidget *view);
void     swipe_c_list_bind_row           (GtkWidget *view, GtkWidget *row, gpointer item, guint position);
void     swipe_c_list_unbind_row         (GtkWidget *view, GtkWidget *row);
/* The heading above `position` (g_free it), or NULL. */
char    *swipe_c_list_heading            (GtkWidget *view, guint position);
gboolean swipe_c_list_has_heading_func   (GtkWidget *view);
void     swipe_c_list_emit               (GtkWidget *view, SwipeGlueEvent event, guint position, GtkWidget *row,
                                          SwipeEdge edge, const char *action_id);
/* ::remove-item and ::restore-item: TRUE when a handler did it. */
gboolean swipe_c_list_remove_item        (GtkWidget *view, guint position);
gboolean swipe_c_list_restore_item       (GtkWidget *view, gpointer item, guint position);
void     swipe_c_list_notify_can_undo    (GtkWidget *view);

G_END_DECLS

#endif
