#ifndef SWIPE_ENUMS_H
#define SWIPE_ENUMS_H

#if !defined(SWIPE_WIDGETS_INSIDE) && !defined(SWIPE_WIDGETS_COMPILATION)
#error "Only <swipewidgets.h> can be included directly."
#endif

#include <glib-object.h>
#include "swipe-version.h"

G_BEGIN_DECLS

/**
 * SwipeEdge:
 * @SWIPE_EDGE_LEADING: the leading side (left in left-to-right layouts, right in right-to-left)
 * @SWIPE_EDGE_TRAILING: the trailing side
 *
 * A side of a row, in layout terms.
 */
typedef enum {
  SWIPE_EDGE_LEADING,
  SWIPE_EDGE_TRAILING,
} SwipeEdge;

/**
 * SwipeEdges:
 * @SWIPE_EDGES_NONE: no edge
 * @SWIPE_EDGES_LEADING: the leading edge
 * @SWIPE_EDGES_TRAILING: the trailing edge
 *
 * A set of edges: the edges whose first action a full swipe runs.
 */
typedef enum /*< flags >*/ {
  SWIPE_EDGES_NONE = 0,
  SWIPE_EDGES_LEADING = 1 << 0,
  SWIPE_EDGES_TRAILING = 1 << 1,
} SwipeEdges;

/**
 * SwipeDismissDirections:
 * @SWIPE_DISMISS_DIRECTIONS_NONE: no direction (the row cannot be dismissed by a swipe)
 * @SWIPE_DISMISS_DIRECTIONS_START: toward the leading edge (Android's START)
 * @SWIPE_DISMISS_DIRECTIONS_END: toward the trailing edge (Android's END)
 *
 * The ways a #SwipeDismissRow may be swiped away, in layout terms.
 */
typedef enum /*< flags >*/ {
  SWIPE_DISMISS_DIRECTIONS_NONE = 0,
  SWIPE_DISMISS_DIRECTIONS_START = 1 << 0,
  SWIPE_DISMISS_DIRECTIONS_END = 1 << 1,
} SwipeDismissDirections;

/**
 * SwipeActionRole:
 * @SWIPE_ACTION_ROLE_NORMAL: the action leaves the item where it is
 * @SWIPE_ACTION_ROLE_DESTRUCTIVE: the action removes its item (a card row slides out and
 *   collapses before it reports the action)
 *
 * What an action does to its item.
 */
typedef enum {
  SWIPE_ACTION_ROLE_NORMAL,
  SWIPE_ACTION_ROLE_DESTRUCTIVE,
} SwipeActionRole;

/**
 * SwipeRevealStyle:
 * @SWIPE_REVEAL_STYLE_REVEAL: the buttons stay put under the content
 * @SWIPE_REVEAL_STYLE_DRAG: the buttons slide in attached to the content's edge
 * @SWIPE_REVEAL_STYLE_EXPAND: the buttons share the uncovered space and grow with it
 *
 * How a card row's buttons appear as the row moves.
 */
typedef enum {
  SWIPE_REVEAL_STYLE_REVEAL,
  SWIPE_REVEAL_STYLE_DRAG,
  SWIPE_REVEAL_STYLE_EXPAND,
} SwipeRevealStyle;

/**
 * SwipeLabelStyle:
 * @SWIPE_LABEL_STYLE_TITLE_AND_ICON: the title under the icon
 * @SWIPE_LABEL_STYLE_ICON_ONLY: the icon alone (the title stays the button's accessible name)
 * @SWIPE_LABEL_STYLE_TITLE_ONLY: the title alone
 *
 * What a card row's button shows.
 */
typedef enum {
  SWIPE_LABEL_STYLE_TITLE_AND_ICON,
  SWIPE_LABEL_STYLE_ICON_ONLY,
  SWIPE_LABEL_STYLE_TITLE_ONLY,
} SwipeLabelStyle;

/**
 * SwipeButtonShape:
 * @SWIPE_BUTTON_SHAPE_RECTANGLE: edge-to-edge rectangles
 * @SWIPE_BUTTON_SHAPE_ROUNDED: rounded buttons with gaps (see the card row's
 *   #SwipeCardRow:button-corner-radius and #SwipeCardRow:button-spacing)
 *
 * The shape of a card row's buttons.
 */
typedef enum {
  SWIPE_BUTTON_SHAPE_RECTANGLE,
  SWIPE_BUTTON_SHAPE_ROUNDED,
} SwipeButtonShape;

/**
 * SwipeReduceMotion:
 * @SWIPE_REDUCE_MOTION_SYSTEM: follow GTK's #GtkSettings:gtk-enable-animations (reduced when
 *   animations are off)
 * @SWIPE_REDUCE_MOTION_ON: short fades and jumps instead of springs
 * @SWIPE_REDUCE_MOTION_OFF: full motion
 *
 * Whether a row's motion is reduced.
 */
typedef enum {
  SWIPE_REDUCE_MOTION_SYSTEM,
  SWIPE_REDUCE_MOTION_ON,
  SWIPE_REDUCE_MOTION_OFF,
} SwipeReduceMotion;

SWIPE_AVAILABLE_IN_ALL
GType swipe_edge_get_type (void) G_GNUC_CONST;
#define SWIPE_TYPE_EDGE (swipe_edge_get_type ())
SWIPE_AVAILABLE_IN_ALL
GType swipe_edges_get_type (void) G_GNUC_CONST;
#define SWIPE_TYPE_EDGES (swipe_edges_get_type ())
SWIPE_AVAILABLE_IN_ALL
GType swipe_dismiss_directions_get_type (void) G_GNUC_CONST;
#define SWIPE_TYPE_DISMISS_DIRECTIONS (swipe_dismiss_directions_get_type ())
SWIPE_AVAILABLE_IN_ALL
GType swipe_action_role_get_type (void) G_GNUC_CONST;
#define SWIPE_TYPE_ACTION_ROLE (swipe_action_role_get_type ())
SWIPE_AVAILABLE_IN_ALL
GType swipe_reveal_style_get_type (void) G_GNUC_CONST;
#define SWIPE_TYPE_REVEAL_STYLE (swipe_reveal_style_get_type ())
SWIPE_AVAILABLE_IN_ALL
GType swipe_label_style_get_type (void) G_GNUC_CONST;
#define SWIPE_TYPE_LABEL_STYLE (swipe_label_style_get_type ())
SWIPE_AVAILABLE_IN_ALL
GType swipe_button_shape_get_type (void) G_GNUC_CONST;
#define SWIPE_TYPE_BUTTON_SHAPE (swipe_button_shape_get_type ())
SWIPE_AVAILABLE_IN_ALL
GType swipe_reduce_motion_get_type (void) G_GNUC_CONST;
#define SWIPE_TYPE_REDUCE_MOTION (swipe_reduce_motion_get_type ())

G_END_DECLS

#endif
