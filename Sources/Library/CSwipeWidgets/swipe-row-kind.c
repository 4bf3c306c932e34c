/* What makes a kind of row a kind: its registration, its options as properties (made in Swift
 * from the kind's options schema), their values in each row, and the row's configuration. */
#include "swipe-row-private.h"

/* A kind as registered: its hooks, and its option properties (ids from `first_option_id` on,
 * in the schema's order) with the value each starts at. Lives as long as the type. */
typedef struct
{
  const SwipeRowKind *kind;
  guint first_option_id;
  GArray *defaults;   /* of GValue */
} KindRecord;

/* A kind's record, on its type. */
static G_DEFINE_QUARK (swipe-row-kind, kind)

/* A row's option values (a GValue array as long as its kind's defaults), made when first used. */
static G_DEFINE_QUARK (swipe-row-options, values)

void
swipe_row_kind_register (GObjectClass *klass, const SwipeRowKind *kind, guint first_option_id)
{
  KindRecord *record = g_new0 (KindRecord, 1);

  record->kind = kind;
  record->first_option_id = first_option_id;
  record->defaults = g_array_new (FALSE, TRUE, sizeof (GValue));
  g_array_set_clear_func (record->defaults, (GDestroyNotify) g_value_unset);
  g_type_set_qdata (G_OBJECT_CLASS_TYPE (klass), kind_quark (), record);
  /* The enumerations the properties name are registered first (they are when the library loads). */
  swipe_init ();
  swipe_swift_kind_install_options (klass, kind->name);
}

void
swipe_c_kind_add_option (GObjectClass *klass, GParamSpec *pspec, const GValue *default_value)
{
  KindRecord *record = g_type_get_qdata (G_OBJECT_CLASS_TYPE (klass), kind_quark ());
  GValue value = G_VALUE_INIT;

  g_return_if_fail (record != NULL);
  g_object_class_install_property (klass, record->first_option_id + record->defaults->len, pspec);
  g_value_init (&value, G_VALUE_TYPE (default_value));
  g_value_copy (default_value, &value);
  g_array_append_val (record->defaults, value);
}

static const KindRecord *
record_of (SwipeRow *self)
{
  for (GType type = G_OBJECT_TYPE (self); type != SWIPE_TYPE_ROW; type = g_type_parent (type))
    {
      const KindRecord *record = g_type_get_qdata (type, kind_quark ());
      if (record)
        return record;
    }
  return NULL;
}

const SwipeRowKind *
swipe_row_kind_of (SwipeRow *self)
{
  const KindRecord *record = record_of (self);
  return record ? record->kind : NULL;
}

static void
free_values (gpointer data)
{
  GArray *values = data;
  g_array_unref (values);
}

/* The row's option values: its kind's defaults until one is set (a row in a long list keeps no
 * copy of its own). */
static const GArray *
current_values (SwipeRow *self, const KindRecord *record)
{
  GArray *values = g_object_get_qdata (G_OBJECT (self), values_quark ());
  return values ? values : record->defaults;
}

/* The row's own option values, made from the defaults as one is first set. */
static GArray *
values_of (SwipeRow *self, const KindRecord *record)
{
  GArray *values = g_object_get_qdata (G_OBJECT (self), values_quark ());

  if (values)
    return values;
  /* A copy of the defaults: a template's values, set during init, land on these and stay. */
  values = g_array_sized_new (FALSE, TRUE, sizeof (GValue), record->defaults->len);
  g_array_set_clear_func (values, (GDestroyNotify) g_value_unset);
  g_array_set_size (values, record->defaults->len);
  for (guint i = 0; i < record->defaults->len; i++)
    {
      const GValue *value = &g_array_index (record->defaults, GValue, i);
      g_value_init (&g_array_index (values, GValue, i), G_VALUE_TYPE (value));
      g_value_copy (value, &g_array_index (values, GValue, i));
    }
  g_object_set_qdata_full (G_OBJECT (self), values_quark (), values, free_values);
  return values;
}

/* The option property `prop_id` of the row's kind, as an index into its values; FALSE when the
 * id is none of them. */
static gboolean
option_index (SwipeRow *self, guint prop_id, const KindRecord **record, guint *index)
{
  *record = record_of (self);
  if (*record == NULL || prop_id < (*record)->first_option_id)
    return FALSE;
  *index = prop_id - (*record)->first_option_id;
  return *index < (*record)->defaults->len;
}

void
swipe_row_get_option (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  SwipeRow *self = SWIPE_ROW (object);
  const KindRecord *record;
  guint index;

  if (!option_index (self, prop_id, &record, &index))
    {
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
      return;
    }
  g_value_copy (&g_array_index (current_values (self, record), GValue, index), value);
}

void
swipe_row_set_option (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  SwipeRow *self = SWIPE_ROW (object);
  const KindRecord *record;
  guint index;
  gboolean unset;

  if (!option_index (self, prop_id, &record, &index))
    {
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
      return;
    }
  /* NULL (or "") is the default: a text's, a colour's (none, for a colour that may be none). */
  unset = (G_VALUE_HOLDS_STRING (value) && (g_value_get_string (value) == NULL || g_value_get_string (value)[0] == '\0'))
          || (G_VALUE_HOLDS_BOXED (value) && g_value_get_boxed (value) == NULL);
  g_value_copy (unset ? &g_array_index (record->defaults, GValue, index) : value,
                &g_array_index (values_of (self, record), GValue, index));
  swipe_row_reconfigure (self);
}

void
swipe_row_configure_options (SwipeRow *self, GtkWidget *slot)
{
  const KindRecord *record = record_of (self);
  GListModel *lists[SWIPE_ROW_MAX_ACTION_LISTS] = { NULL };
  guint n_lists;
  const GArray *values;

  g_return_if_fail (record != NULL);
  n_lists = record->kind->action_lists ? record->kind->action_lists (self, lists) : 0;
  values = current_values (self, record);
  swipe_swift_row_configure (GTK_WIDGET (self), slot, record->kind->name, (const GValue *) values->data, values->len,
                             lists, n_lists);
}
