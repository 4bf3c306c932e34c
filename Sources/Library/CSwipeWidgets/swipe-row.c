/* SwipeRow: the base of the kinds of row; the child, the signals and the commands. */
#define _GNU_SOURCE
#include <dlfcn.h>

#include "swipe-row-private.h"

/**
 * SwipeRow:
 *
 * A row that slides its child sideways under a drag, a touchpad swipe or a key, and reveals
 * what lies under it. The kinds are #SwipeCompletionRow, #SwipeActionRow and #SwipeCardRow.
 *
 * Built in: the row's direction is the widget's (right-to-left mirrors everything), Reduce
 * Motion follows #GtkSettings:gtk-enable-animations unless #SwipeRow:reduce-motion says
 * otherwise, a vertical drag is left to the scrolled window around the row, and every action is
 * reachable from the keyboard (Return, Delete, Left and Right, Escape), from a context menu
 * (right click, long press, Menu or Shift+F10) and over AT-SPI (the widget actions `row.<id>`).
 *
 * A row is a [class@Gtk.ListBoxRow]: in a [class@Gtk.ListBox] it is the list's row itself, one
 * focus stop that the list's keys move to, drawn as the list's other rows (a `.boxed-list`
 * rounds the first and last and clips what they reveal), handed to
 * [signal@Gtk.ListBox::row-activated]. It is not activatable unless
 * [property@Gtk.ListBoxRow:activatable] is set, or its child is an activatable list row (an
 * `AdwActionRow` with an activatable widget): Return runs its primary action otherwise. When the
 * list activates it, its child activates as it would have as the list's row. The rows of one list
 * open one at a time without a #SwipeGroup. In a list whose selection mode is
 * %GTK_SELECTION_NONE the focused row tells screen readers it is selected (selection follows focus),
 * so that Orca does not say "not selected" after every row; a list whose rows can be selected
 * keeps GTK's own selected state. Outside a list a row is a plain focusable widget.
 *
 * Changing an option after the row is made puts the row back at rest with the new options.
 * A row, like every object here, is used from the main thread only.
 *
 * ## CSS nodes
 *
 * ```
 * row.swipe-row[.activatable][.radius-N]
 * ├── box.row-tint.tint-RRGGBB
 * ├── image.row-checkmark.on-tint-RRGGBB
 * ├── button.swipe-button.tint-RRGGBB[.destructive][.expanded][.radius-N]
 * │   ╰── box
 * │       ├── image
 * │       ╰── label.caption.heading
 * ├── box.row-content[.moved][.radius-N][.row-background-RRGGBB]
 * │   ╰── (the child)
 * ╰── popover.menu
 * ```
 *
 * A row's node is `row` with the style class `.swipe-row`. Its content, `box.row-content`,
 * carries the child and slides (`.moved` while away from rest); under it are the completion
 * row's `box.row-tint` and `image.row-checkmark`, or one `button.swipe-button` per action, tinted
 * by a `.tint-RRGGBB` class, `.destructive` for a destructive action. See
 * [Styling Swipe Rows](styling.html), with the recipe for rows of cards.
 */

typedef struct
{
  GtkWidget *slot;
  GtkWidget *child;
  SwipeReduceMotion reduce_motion;
  gboolean close_on_scroll;
  gboolean constructed;
  /* A child that is a list row itself (an AdwActionRow): the row is activatable as it is (a
   * handler of the child's notify::activatable, lighter than a GBinding). */
  gulong activatable_handler;
} SwipeRowPrivate;

static void swipe_row_buildable_init (GtkBuildableIface *iface);

G_DEFINE_ABSTRACT_TYPE_WITH_CODE (SwipeRow, swipe_row, GTK_TYPE_LIST_BOX_ROW,
                                  G_ADD_PRIVATE (SwipeRow)
                                  G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE, swipe_row_buildable_init))

static GtkBuildableIface *parent_buildable_iface;

enum { PROP_0, PROP_CHILD, PROP_REDUCE_MOTION, PROP_IS_OPEN, PROP_CLOSE_ON_SCROLL, N_PROPS };
static GParamSpec *props[N_PROPS];

enum { DRAG_STARTED, FEEDBACK, OPENED, CLOSED, ACTION, COMPLETED, N_SIGNALS };
static guint signals[N_SIGNALS];

void
swipe_row_reconfigure (SwipeRow *self)
{
  SwipeRowPrivate *priv = swipe_row_get_instance_private (self);

  if (priv->constructed && swipe_row_kind_of (self) != NULL)
    swipe_row_configure_options (self, priv->slot);
}

/* Activates the GAction that the performed action names (NULL: the row's own, as it completes),
 * from the row (so `win.` and `app.` actions are found through its window), as GtkActionable
 * widgets do. */
static void
activate_gaction (SwipeRow *self, const char *action_id)
{
  const SwipeRowKind *kind = swipe_row_kind_of (self);
  const char *name = NULL;
  GVariant *target = NULL;

  if (kind != NULL && kind->find_gaction != NULL && kind->find_gaction (self, action_id, &name, &target))
    swipe_row_activate_gaction (self, action_id, name, target);
}

void
swipe_c_row_emit (GtkWidget *row, SwipeGlueEvent event, SwipeEdge edge, const char *action_id)
{
  SwipeRow *self = SWIPE_ROW (row);
  switch (event)
    {
    case SWIPE_GLUE_DRAG_STARTED: g_signal_emit (self, signals[DRAG_STARTED], 0); break;
    case SWIPE_GLUE_FEEDBACK: g_signal_emit (self, signals[FEEDBACK], 0); break;
    case SWIPE_GLUE_OPENED:
      g_object_notify_by_pspec (G_OBJECT (self), props[PROP_IS_OPEN]);
      g_signal_emit (self, signals[OPENED], 0, edge);
      break;
    case SWIPE_GLUE_CLOSED:
      g_object_notify_by_pspec (G_OBJECT (self), props[PROP_IS_OPEN]);
      g_signal_emit (self, signals[CLOSED], 0);
      break;
    case SWIPE_GLUE_ACTION:
      /* The app's GAction may remove the row: it lives until the signal is out. */
      g_object_ref (self);
      activate_gaction (self, action_id);
      g_signal_emit (self, signals[ACTION], g_quark_from_string (action_id), action_id);
      g_object_unref (self);
      break;
    case SWIPE_GLUE_COMPLETED:
      g_object_ref (self);
      activate_gaction (self, NULL);
      g_signal_emit (self, signals[COMPLETED], 0);
      g_object_unref (self);
      break;
    }
}

static void
swipe_row_constructed (GObject *object)
{
  SwipeRow *self = SWIPE_ROW (object);
  SwipeRowPrivate *priv = swipe_row_get_instance_private (self);

  G_OBJECT_CLASS (swipe_row_parent_class)->constructed (object);
  priv->constructed = TRUE;
  if (swipe_row_kind_of (self) == NULL)
    {
      /* An app's class derived from SwipeRow itself: nothing says how it swipes. It shows its
       * child and stays put, and says why once. */
      g_warning ("%s derives from SwipeRow, which swipes only through its kinds: derive from "
                 "SwipeCompletionRow, SwipeActionRow, SwipeCardRow or SwipeDismissRow",
                 G_OBJECT_TYPE_NAME (self));
      gtk_widget_set_layout_manager (GTK_WIDGET (self), gtk_bin_layout_new ());
      gtk_widget_set_parent (priv->slot, GTK_WIDGET (self));
      return;
    }
  swipe_row_reconfigure (self);
  /* The row lays itself out through its Swift row (swipe_row_measure, swipe_row_size_allocate),
   * with no layout manager. */
  gtk_widget_set_layout_manager (GTK_WIDGET (self), NULL);
  if (priv->reduce_motion != SWIPE_REDUCE_MOTION_SYSTEM)
    swipe_swift_row_set_reduce_motion (GTK_WIDGET (self), priv->reduce_motion);
  if (!priv->close_on_scroll)
    swipe_swift_row_set_close_on_scroll (GTK_WIDGET (self), FALSE);
  if (priv->child)
    swipe_swift_row_update_accessible_name (GTK_WIDGET (self));
}

static void
swipe_row_dispose (GObject *object)
{
  SwipeRow *self = SWIPE_ROW (object);
  SwipeRowPrivate *priv = swipe_row_get_instance_private (self);
  GtkWidget *child;

  if (priv->child)
    g_clear_signal_handler (&priv->activatable_handler, priv->child);
  priv->child = NULL;
  priv->slot = NULL;
  /* The slot (the row's content box), the tint, the checkmark, the buttons, the menu. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (swipe_row_parent_class)->dispose (object);
  /* After GtkWidget's, which unrealizes the row and emits ::destroy. */
  swipe_swift_row_widget_did (GTK_WIDGET (self), SWIPE_GLUE_DESTROYED);
}

/* The row's widget functions: GTK's, then the Swift row's (swipe_swift_row_widget_did). */
static void
swipe_row_realize (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (swipe_row_parent_class)->realize (widget);
  swipe_swift_row_widget_did (widget, SWIPE_GLUE_REALIZED);
}

static void
swipe_row_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (swipe_row_parent_class)->map (widget);
  swipe_swift_row_widget_did (widget, SWIPE_GLUE_MAPPED);
}

static void
swipe_row_unmap (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (swipe_row_parent_class)->unmap (widget);
  swipe_swift_row_widget_did (widget, SWIPE_GLUE_UNMAPPED);
}

static void
swipe_row_direction_changed (GtkWidget *widget, GtkTextDirection previous)
{
  GTK_WIDGET_CLASS (swipe_row_parent_class)->direction_changed (widget, previous);
  swipe_swift_row_widget_did (widget, SWIPE_GLUE_DIRECTION_CHANGED);
}

/* A row of one of the kinds has no layout manager: it asks for its size as its child does
 * (height for width for a wrapping label), so GTK measures its height at the width it will give
 * it (swipe_row_measure hands the width on). A row derived from SwipeRow itself keeps its
 * GtkBinLayout, which decides. */
static GtkSizeRequestMode
swipe_row_get_request_mode (GtkWidget *widget)
{
  SwipeRowPrivate *priv = swipe_row_get_instance_private (SWIPE_ROW (widget));

  if (gtk_widget_get_layout_manager (widget) != NULL)
    return GTK_WIDGET_CLASS (swipe_row_parent_class)->get_request_mode (widget);
  return priv->slot != NULL ? gtk_widget_get_request_mode (priv->slot) : GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void
swipe_row_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                   int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  swipe_swift_row_measure (widget, orientation, for_size, minimum, natural);
}

static void
swipe_row_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  swipe_swift_row_allocate (widget, width, height);
}

static void
swipe_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  SwipeRow *self = SWIPE_ROW (object);
  SwipeRowPrivate *priv = swipe_row_get_instance_private (self);
  switch (prop_id)
    {
    case PROP_CHILD: g_value_set_object (value, priv->child); break;
    case PROP_REDUCE_MOTION: g_value_set_enum (value, priv->reduce_motion); break;
    case PROP_IS_OPEN: g_value_set_boolean (value, swipe_row_get_is_open (self)); break;
    case PROP_CLOSE_ON_SCROLL: g_value_set_boolean (value, priv->close_on_scroll); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
swipe_row_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  SwipeRow *self = SWIPE_ROW (object);
  switch (prop_id)
    {
    case PROP_CHILD: swipe_row_set_child (self, g_value_get_object (value)); break;
    case PROP_REDUCE_MOTION: swipe_row_set_reduce_motion (self, g_value_get_enum (value)); break;
    case PROP_CLOSE_ON_SCROLL: swipe_row_set_close_on_scroll (self, g_value_get_boolean (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static gboolean
swipe_row_grab_focus (GtkWidget *widget)
{
  GtkWidget *parent = gtk_widget_get_parent (widget);

  /* A row is its own focus stop (focusable once realized): in a GtkListBox as the list's row
   * (which moves the list's cursor to it), elsewhere as a plain widget (GtkListBoxRow's own
   * grab_focus works only in a list). A row in a SwipeListView hands the focus to the list
   * item around it. */
  if (!gtk_widget_get_focusable (widget))
    return swipe_swift_row_grab_focus (widget);
  if (parent != NULL && GTK_IS_LIST_BOX (parent))
    return GTK_WIDGET_CLASS (swipe_row_parent_class)->grab_focus (widget);
  gtk_root_set_focus (gtk_widget_get_root (widget), widget);
  return TRUE;
}

/* GtkWidget's focus chain: the row, then what it shows that takes focus (the buttons of an open
 * row, the widgets in the child). GtkListBoxRow's own knows only a child set on it. */
static gboolean
swipe_row_focus (GtkWidget *widget, GtkDirectionType direction)
{
  GtkWidgetClass *widget_class = g_type_class_peek (GTK_TYPE_WIDGET);
  return widget_class->focus (widget, direction);
}

/* Activates the child as the list would have activated it as its row. An AdwActionRow (and its
 * kinds) activates only from its GtkListBox's row-activated, through adw_action_row_activate,
 * which is found in the process (the library does not link libadwaita; an app with an
 * AdwActionRow has loaded it); any other child activates as a widget (a button clicks). */
static void
activate_child (GtkWidget *child)
{
  GType adw_action_row = g_type_from_name ("AdwActionRow");
  if (adw_action_row != 0 && g_type_is_a (G_OBJECT_TYPE (child), adw_action_row))
    {
      void (*adw_activate) (GtkWidget *) = (void (*) (GtkWidget *)) dlsym (RTLD_DEFAULT, "adw_action_row_activate");
      if (adw_activate != NULL)
        {
          adw_activate (child);
          return;
        }
    }
  gtk_widget_activate (child);
}

/* The list activated a row (a click, Return or Enter on an activatable row): a swipe row's child
 * activates as it would have as the list's row. One handler a list, for all its rows. */
static void
list_row_activated (GtkListBox *list, GtkListBoxRow *row, gpointer data)
{
  SwipeRowPrivate *priv;
  if (!SWIPE_IS_ROW (row))
    return;
  priv = swipe_row_get_instance_private (SWIPE_ROW (row));
  if (priv->child != NULL)
    activate_child (priv->child);
}

/* A widget given to gtk_list_box_row_set_child() (GtkListBoxRow's own property, which a binding
 * may pick over the row's): it becomes the row's child, in the content that slides. */
static void
swipe_row_adopt_list_child (SwipeRow *self)
{
  GtkWidget *child = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (self));
  if (child == NULL)
    return;
  g_object_ref (child);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (self), NULL);
  swipe_row_set_child (self, child);
  g_object_unref (child);
}

static void
swipe_row_parent_changed (SwipeRow *self)
{
  static const char activates_rows[] = "swipe-row-activates-rows";
  GtkWidget *parent = gtk_widget_get_parent (GTK_WIDGET (self));

  if (parent == NULL || !GTK_IS_LIST_BOX (parent))
    return;
  if (g_object_get_data (G_OBJECT (parent), activates_rows) == NULL)
    {
      g_signal_connect (parent, "row-activated", G_CALLBACK (list_row_activated), NULL);
      g_object_set_data (G_OBJECT (parent), activates_rows, GINT_TO_POINTER (TRUE));
    }
  /* The list's row is its own focus stop: focusable, named and with its actions from now on. */
  swipe_swift_row_joined_list (GTK_WIDGET (self));
}

/* The row's own notifications (its class's, not a handler a row): a new parent, a child given to
 * GtkListBoxRow's own property. */
static void
swipe_row_notify (GObject *object, GParamSpec *pspec)
{
  if (G_OBJECT_CLASS (swipe_row_parent_class)->notify)
    G_OBJECT_CLASS (swipe_row_parent_class)->notify (object, pspec);
  if (g_strcmp0 (pspec->name, "parent") == 0)
    swipe_row_parent_changed (SWIPE_ROW (object));
  else if (g_strcmp0 (pspec->name, "child") == 0)
    swipe_row_adopt_list_child (SWIPE_ROW (object));
}

static void
swipe_row_buildable_add_child (GtkBuildable *buildable, GtkBuilder *builder, GObject *child, const char *type)
{
  SwipeRow *self = SWIPE_ROW (buildable);
  gboolean leading = g_strcmp0 (type, "leading-action") == 0;

  if (type == NULL && GTK_IS_WIDGET (child))
    {
      swipe_row_set_child (self, GTK_WIDGET (child));
    }
  else if (leading || g_strcmp0 (type, "trailing-action") == 0)
    {
      const SwipeRowKind *kind = swipe_row_kind_of (self);
      if (!SWIPE_IS_ACTION (child))
        g_warning ("A <child type=\"%s\"> of %s must be a SwipeAction, not a %s",
                   type, G_OBJECT_TYPE_NAME (self), G_OBJECT_TYPE_NAME (child));
      else if (kind == NULL || kind->add_action == NULL
               || !kind->add_action (self, leading ? SWIPE_EDGE_LEADING : SWIPE_EDGE_TRAILING, SWIPE_ACTION (child)))
        g_warning ("'%s' is not a valid child type of '%s': %s", type, G_OBJECT_TYPE_NAME (self),
                   kind == NULL || kind->add_action == NULL
                     ? "this kind of row has no actions (its own action-name names the GAction it activates)"
                     : "this kind of row has actions on its trailing edge only");
    }
  else
    {
      parent_buildable_iface->add_child (buildable, builder, child, type);
    }
}

static void
swipe_row_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = swipe_row_buildable_add_child;
}

static void
swipe_row_class_init (SwipeRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = swipe_row_constructed;
  object_class->dispose = swipe_row_dispose;
  object_class->notify = swipe_row_notify;
  object_class->get_property = swipe_row_get_property;
  object_class->set_property = swipe_row_set_property;
  widget_class->grab_focus = swipe_row_grab_focus;
  widget_class->focus = swipe_row_focus;
  widget_class->realize = swipe_row_realize;
  widget_class->map = swipe_row_map;
  widget_class->unmap = swipe_row_unmap;
  widget_class->direction_changed = swipe_row_direction_changed;
  widget_class->get_request_mode = swipe_row_get_request_mode;
  widget_class->measure = swipe_row_measure;
  widget_class->size_allocate = swipe_row_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "row");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_LIST_ITEM);

  /**
   * SwipeRow:reduce-motion:
   *
   * Reduce Motion: short fades and jumps instead of springs. The default follows GTK's
   * #GtkSettings:gtk-enable-animations.
   */
  /**
   * SwipeRow:child:
   *
   * The app's widget the row slides. It stands for [property@Gtk.ListBoxRow:child] (a widget
   * given to gtk_list_box_row_set_child() becomes the row's child too).
   */
  props[PROP_CHILD] = g_param_spec_object ("child", NULL, NULL, GTK_TYPE_WIDGET,
                                           G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_REDUCE_MOTION] = g_param_spec_enum ("reduce-motion", NULL, NULL, SWIPE_TYPE_REDUCE_MOTION,
                                                 SWIPE_REDUCE_MOTION_SYSTEM,
                                                 G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * SwipeRow:is-open:
   *
   * Whether the row rests open (or is opening), its buttons shown; notified as it opens and closes.
   */
  props[PROP_IS_OPEN] = g_param_spec_boolean ("is-open", NULL, NULL, FALSE,
                                              G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /**
   * SwipeRow:close-on-scroll:
   *
   * Whether scrolling the list around the row closes it once open: the nearest
   * [class@Gtk.ScrolledWindow] around the row (alone, in a [class@Gtk.ListBox] or in a
   * #SwipeListView) scrolling 16 points or more since the row opened closes it. Smaller
   * scrolls, such as the list bringing a focused button into view, leave it open. On by
   * default; off keeps an open row open while the list scrolls.
   *
   * Since: 0.4
   */
  props[PROP_CLOSE_ON_SCROLL] = g_param_spec_boolean ("close-on-scroll", NULL, NULL, TRUE,
                                                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);

  /**
   * SwipeRow::drag-started:
   * @self: the row
   *
   * A horizontal drag passed the row's minimum distance and moves the row now.
   */
  signals[DRAG_STARTED] = g_signal_new ("drag-started", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * SwipeRow::feedback:
   * @self: the row
   *
   * The drag crossed a threshold: the haptic moment (the row pulses).
   */
  signals[FEEDBACK] = g_signal_new ("feedback", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * SwipeRow::opened:
   * @self: the row
   * @edge: the side whose buttons show
   *
   * The row came to rest open.
   */
  signals[OPENED] = g_signal_new ("opened", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, SWIPE_TYPE_EDGE);
  /**
   * SwipeRow::closed:
   * @self: the row
   *
   * The open row closed.
   */
  signals[CLOSED] = g_signal_new ("closed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * SwipeRow::action:
   * @self: the row
   * @action_id: the action's id
   *
   * An action ran: from its button, a full swipe, a key, the menu or a screen reader. The
   * signal's detail is the action's id (`action::archive`). A destructive action of a card row
   * comes after the row slid out and collapsed: remove the item then.
   */
  signals[ACTION] = g_signal_new ("action", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST | G_SIGNAL_DETAILED,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /**
   * SwipeRow::completed:
   * @self: the row
   *
   * A completion row completed: emitted once, after its collapse. Remove the item then.
   */
  signals[COMPLETED] = g_signal_new ("completed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  swipe_row_confirm_class_init (object_class);
}

static void
swipe_row_init (SwipeRow *self)
{
  SwipeRowPrivate *priv = swipe_row_get_instance_private (self);
  priv->close_on_scroll = TRUE;
  priv->slot = g_object_new (swipe_row_slot_get_type (), NULL);
  gtk_widget_add_css_class (GTK_WIDGET (self), "swipe-row");
  /* Not activatable unless asked (or its child is an activatable list row): Return runs the
   * row's primary action. Focusable once it is realized where it is its own focus stop. */
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (self), FALSE);
  gtk_widget_set_focusable (GTK_WIDGET (self), FALSE);
}

/* The child list row's activatable, followed by the row. */
static void
child_activatable_changed (GtkWidget *child, GParamSpec *pspec, SwipeRow *self)
{
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (self),
                                    gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (child)));
}

/**
 * swipe_row_get_child:
 * @self: a row
 *
 * Gets the app's widget the row slides.
 *
 * Returns: (transfer none) (nullable): the app's widget the row slides
 */
GtkWidget *
swipe_row_get_child (SwipeRow *self)
{
  SwipeRowPrivate *priv;
  g_return_val_if_fail (SWIPE_IS_ROW (self), NULL);
  priv = swipe_row_get_instance_private (self);
  return priv->child;
}

/**
 * swipe_row_set_child:
 * @self: a row
 * @child: (nullable): the widget the row slides, or %NULL for none
 *
 * Sets the app's widget the row slides; the row's accessible name is read from its labels.
 */
void
swipe_row_set_child (SwipeRow *self, GtkWidget *child)
{
  SwipeRowPrivate *priv;
  g_return_if_fail (SWIPE_IS_ROW (self));
  g_return_if_fail (child == NULL || GTK_IS_WIDGET (child));
  priv = swipe_row_get_instance_private (self);
  if (priv->child == child || priv->slot == NULL)
    return;
  g_return_if_fail (child == NULL || gtk_widget_get_parent (child) == NULL);
  if (priv->child)
    {
      g_clear_signal_handler (&priv->activatable_handler, priv->child);
      gtk_widget_unparent (priv->child);
    }
  priv->child = child;
  if (child)
    gtk_widget_set_parent (child, priv->slot);
  if (child && GTK_IS_LIST_BOX_ROW (child))
    {
      priv->activatable_handler = g_signal_connect (child, "notify::activatable",
                                                    G_CALLBACK (child_activatable_changed), self);
      child_activatable_changed (child, NULL, self);
    }
  if (priv->constructed)
    swipe_swift_row_update_accessible_name (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_CHILD]);
}

/**
 * swipe_row_get_reduce_motion:
 * @self: a row
 *
 * Tells whether the row's motion is reduced.
 *
 * Returns: whether the row's motion is reduced, or follows GTK's setting
 */
SwipeReduceMotion
swipe_row_get_reduce_motion (SwipeRow *self)
{
  SwipeRowPrivate *priv;
  g_return_val_if_fail (SWIPE_IS_ROW (self), SWIPE_REDUCE_MOTION_SYSTEM);
  priv = swipe_row_get_instance_private (self);
  return priv->reduce_motion;
}

/**
 * swipe_row_set_reduce_motion:
 * @self: a row
 * @reduce_motion: reduced, full, or GTK's setting
 *
 * Sets Reduce Motion for the row.
 */
void
swipe_row_set_reduce_motion (SwipeRow *self, SwipeReduceMotion reduce_motion)
{
  SwipeRowPrivate *priv;
  g_return_if_fail (SWIPE_IS_ROW (self));
  g_return_if_fail (reduce_motion <= SWIPE_REDUCE_MOTION_OFF);
  priv = swipe_row_get_instance_private (self);
  if (priv->reduce_motion == reduce_motion)
    return;
  priv->reduce_motion = reduce_motion;
  if (priv->constructed)
    swipe_swift_row_set_reduce_motion (GTK_WIDGET (self), reduce_motion);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_REDUCE_MOTION]);
}

/**
 * swipe_row_get_close_on_scroll:
 * @self: a row
 *
 * Tells whether scrolling the list around the row closes it once open.
 *
 * Returns: whether scrolling the list closes the open row
 *
 * Since: 0.4
 */
gboolean
swipe_row_get_close_on_scroll (SwipeRow *self)
{
  SwipeRowPrivate *priv;
  g_return_val_if_fail (SWIPE_IS_ROW (self), TRUE);
  priv = swipe_row_get_instance_private (self);
  return priv->close_on_scroll;
}

/**
 * swipe_row_set_close_on_scroll:
 * @self: a row
 * @close_on_scroll: whether scrolling the list closes the open row
 *
 * Sets whether scrolling the list around the row closes it once open
 * ([property@Row:close-on-scroll]).
 *
 * Since: 0.4
 */
void
swipe_row_set_close_on_scroll (SwipeRow *self, gboolean close_on_scroll)
{
  SwipeRowPrivate *priv;
  g_return_if_fail (SWIPE_IS_ROW (self));
  priv = swipe_row_get_instance_private (self);
  close_on_scroll = !!close_on_scroll;
  if (priv->close_on_scroll == close_on_scroll)
    return;
  priv->close_on_scroll = close_on_scroll;
  if (priv->constructed)
    swipe_swift_row_set_close_on_scroll (GTK_WIDGET (self), close_on_scroll);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_CLOSE_ON_SCROLL]);
}

/**
 * swipe_row_get_is_open:
 * @self: a row
 *
 * Tells whether the row rests open.
 *
 * Returns: whether the row rests open (or is opening)
 */
gboolean
swipe_row_get_is_open (SwipeRow *self)
{
  g_return_val_if_fail (SWIPE_IS_ROW (self), FALSE);
  return swipe_swift_row_is_open (GTK_WIDGET (self));
}

/**
 * swipe_row_get_open_edge:
 * @self: a row
 * @edge: (out) (optional): the side the row is open on
 *
 * Tells whether the row is open.
 *
 * Returns: whether the row is open (and @edge set)
 */
gboolean
swipe_row_get_open_edge (SwipeRow *self, SwipeEdge *edge)
{
  int open;
  g_return_val_if_fail (SWIPE_IS_ROW (self), FALSE);
  open = swipe_swift_row_open_edge (GTK_WIDGET (self));
  if (open < 0)
    return FALSE;
  if (edge)
    *edge = (SwipeEdge) open;
  return TRUE;
}

/**
 * swipe_row_open:
 * @self: a row
 * @edge: the side whose buttons to show
 *
 * Opens the row, as a swipe would (its group's other open row closes).
 */
void
swipe_row_open (SwipeRow *self, SwipeEdge edge)
{
  g_return_if_fail (SWIPE_IS_ROW (self));
  g_return_if_fail (edge <= SWIPE_EDGE_TRAILING);
  swipe_swift_row_open (GTK_WIDGET (self), edge);
}

/**
 * swipe_row_close:
 * @self: a row
 *
 * Closes the row if it is open.
 */
void
swipe_row_close (SwipeRow *self)
{
  g_return_if_fail (SWIPE_IS_ROW (self));
  swipe_swift_row_close (GTK_WIDGET (self));
}

/**
 * swipe_row_perform:
 * @self: a row
 * @action_id: an action's id
 *
 * Runs an action as its button would (a completion row's action completes it).
 *
 * Returns: %FALSE when the row has no such action
 */
gboolean
swipe_row_perform (SwipeRow *self, const char *action_id)
{
  g_return_val_if_fail (SWIPE_IS_ROW (self), FALSE);
  g_return_val_if_fail (action_id != NULL, FALSE);
  return swipe_swift_row_perform (GTK_WIDGET (self), action_id);
}

/**
 * swipe_row_reset:
 * @self: a row
 *
 * Puts the row back at rest, closed and at full height (a completed row stays collapsed until
 * its item is removed, or until this).
 */
void
swipe_row_reset (SwipeRow *self)
{
  g_return_if_fail (SWIPE_IS_ROW (self));
  swipe_swift_row_reset (GTK_WIDGET (self));
}

/**
 * swipe_row_show_menu:
 * @self: a row
 *
 * Opens the row's context menu: its actions in words.
 */
void
swipe_row_show_menu (SwipeRow *self)
{
  g_return_if_fail (SWIPE_IS_ROW (self));
  swipe_swift_row_show_menu (GTK_WIDGET (self));
}

/**
 * swipe_row_announce:
 * @self: a row
 * @text: what happened, in words ("Archived")
 *
 * Tells a screen reader what just happened to the row, when the row has focus (the words become
 * the row's description for a few seconds).
 */
void
swipe_row_announce (SwipeRow *self, const char *text)
{
  g_return_if_fail (SWIPE_IS_ROW (self));
  g_return_if_fail (text != NULL);
  swipe_swift_row_announce (GTK_WIDGET (self), text);
}

/**
 * swipe_row_update_accessible_name:
 * @self: a row
 *
 * Names the row after its child's visible labels again: call it after changing which of them
 * are shown. (A #SwipeListView calls it after each bind.)
 */
void
swipe_row_update_accessible_name (SwipeRow *self)
{
  g_return_if_fail (SWIPE_IS_ROW (self));
  swipe_swift_row_update_accessible_name (GTK_WIDGET (self));
}
