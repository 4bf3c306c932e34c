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

/* What a row's kind is. */
typedef enum {
  SWIPE_GLUE_COMPLETION,
  SWIPE_GLUE_ACTION_ROW,
  SWIPE_GLUE_CARD,
  SWIPE_GLUE_DISMISS,
} SwipeGlueKind;

/* One action as the Swift row takes it (the strings are borrowed for the call). */
typedef struct {
  const char *id;
  const char *title;
  const char *icon_name;
  GdkRGBA tint;
  SwipeActionRole role;
} SwipeGlueAction;

/* Every option of every kind (a kind reads its own); borrowed for the call that takes them. */
typedef struct {
  SwipeGlueKind kind;
  /* completion */
  GdkRGBA tint;
  gboolean has_row_background;
  GdkRGBA row_background;
  /* completion and dismiss */
  const char *action_title;
  const char *action_id;
  /* completion and card */
  double corner_radius;
  /* action row and card */
  double button_width;
  const SwipeGlueAction *actions;   /* action row: all; card: the leading ones, then the trailing */
  guint n_actions;
  guint n_leading;                  /* card */
  /* card */
  SwipeRevealStyle style;
  SwipeEdges full_swipe_edges;
  double full_swipe_threshold;
  gboolean rubber_banding;
  gboolean haptics_enabled;
  SwipeLabelStyle label_style;
  SwipeButtonShape button_shape;
  double button_corner_radius;
  double button_spacing;
  gboolean combines_accessibility_children;
  double debug_progress;            /* 0: a live row */
  SwipeEdge debug_edge;
  /* dismiss */
  SwipeDismissDirections swipe_directions;
  double swipe_threshold;
  double swipe_escape_velocity;
  double swipe_velocity_threshold;
  double animation_duration;
  double collapse_duration;
  /* all */
  double minimum_distance;
} SwipeGlueOptions;

/* Row events, as the row's signals name them. */
typedef enum {
  SWIPE_GLUE_DRAG_STARTED,
  SWIPE_GLUE_FEEDBACK,
  SWIPE_GLUE_OPENED,
  SWIPE_GLUE_CLOSED,
  SWIPE_GLUE_ACTION,
  SWIPE_GLUE_COMPLETED,
} SwipeGlueEvent;

/* The library's defaults for a kind (the Swift configuration types' own): the kinds' property
 * defaults. Its strings live as long as the process. */
void     swipe_swift_default_options     (SwipeGlueKind kind, SwipeGlueOptions *out);

/* Rows. `row` is the SwipeRow widget; `slot` the box the app's child goes in. The first
 * configure makes the Swift row over the widget; later ones put it at rest with new options. */
void     swipe_swift_row_configure       (GtkWidget *row, GtkWidget *slot, const SwipeGlueOptions *options);
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

void     swipe_c_row_emit                (GtkWidget *row, SwipeGlueEvent event, SwipeEdge edge, const char *action_id);

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

/* A new row of the list's row type, set up by the app's setup-row handlers. */
GtkWidget *swipe_c_list_create_row       (GtkWidget *view);
void     swipe_c_list_bind_row           (GtkWidget *view, GtkWidget *row, gpointer item, guint position);
void     swipe_c_list_unbind_row         (GtkWidget *view, GtkWidget *row);
/* The heading above `position` (g_free it), or NULL. */
char    *swipe_c_list_heading            (GtkWidget *view, guint position);
gboolean swipe_c_list_has_heading_func   (GtkWidget *view);
void     swipe_c_list_emit               (GtkWidget *view, SwipeGlueEvent event, guint position, GtkWidget *row,
                                          SwipeEdge edge, const char *action_id);

G_END_DECLS

#endif
