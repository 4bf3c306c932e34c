"""The rows' GObject properties are their kinds' options schemas, as OptionDocs lists them (its
JSON, in the file named first): every kind of row the library has is listed, and for each, its
own properties (less GtkActionable's action-name and action-target) are exactly the schema's
GObject options, with the schema's value types, flags, ranges and defaults (the param specs'
and a new row's); each reads back what it is set to, and a text set to "" or a colour that is
never none set to NULL reads its default again. Prints one line per type and exits 0, or
fails. Run with the library and its typelib on the loaders' paths (Tests/e2e does)."""
import json
import sys

import gi

gi.require_version("Gdk", "4.0")
gi.require_version("Gtk", "4.0")
gi.require_version("SwipeWidgets", "0")
from gi.repository import Gdk, GObject, Gtk, SwipeWidgets  # noqa: E402

# Read-write, not construct properties, with static strings (G_PARAM_STATIC_STRINGS).
FLAGS = (GObject.ParamFlags.READWRITE | GObject.ParamFlags.STATIC_NAME | GObject.ParamFlags.STATIC_NICK
         | GObject.ParamFlags.STATIC_BLURB)


def fail(message):
    print(f"properties: {message}", file=sys.stderr)
    raise SystemExit(1)


def hex_colour(rgba):
    """A GdkRGBA as OptionDocs writes a colour: #rrggbb, or #rrggbbaa when not opaque."""
    if rgba is None:
        return None
    parts = [rgba.red, rgba.green, rgba.blue] + ([rgba.alpha] if rgba.alpha < 1 else [])
    return "#" + "".join(f"{round(min(max(c, 0), 1) * 255):02x}" for c in parts)


def as_listed(value, kind):
    """A property's value as the JSON lists it."""
    if kind == "GdkRGBA":
        return hex_colour(value)
    if isinstance(value, GObject.GFlags):
        # Its bits' nicks (value_nicks also names the value 0, "none", in every set).
        bits = sorted(type(value).__flags_values__.items())
        return [flag.first_value_nick for bit, flag in bits if bit and int(value) & bit == bit]
    if isinstance(value, GObject.GEnum):
        return value.value_nick
    return value


def another(pspec, listed):
    """A value of the property other than its default."""
    kind = listed["type"]
    if kind == "gdouble":
        return listed["maximum"] if listed["default"] != listed["maximum"] else listed["minimum"]
    if kind == "gboolean":
        return not listed["default"]
    if kind == "gchararray":
        return listed["default"] + " again"
    if kind == "GdkRGBA":
        colour = Gdk.RGBA()
        colour.parse("#102030")
        return colour
    python_type = pspec.value_type.pytype
    if GObject.type_is_a(pspec.value_type, GObject.TYPE_FLAGS):
        return python_type(0)
    return next(v for v in python_type.__enum_values__.values() if v.value_nick != listed["default"])


with open(sys.argv[1]) as f:
    schemas = json.load(f)
SwipeWidgets.init()
# Every kind of row the library has is a kind of the schemas', and the other way round.
rows = sorted(GObject.type_name(t) for t in GObject.type_children(SwipeWidgets.Row.__gtype__))
if rows != sorted(schemas):
    fail(f"the library's kinds of row are {rows}, the schemas' {sorted(schemas)}")
actionable = {p.name for p in GObject.list_properties(Gtk.Actionable)}
for type_name, listed in schemas.items():
    gtype = GObject.type_from_name(type_name)
    own = {p.name: p for p in GObject.list_properties(gtype) if p.owner_type == gtype and p.name not in actionable}
    names = [p["name"] for p in listed]
    if sorted(own) != sorted(names):
        fail(f"{type_name} has {sorted(own)}, its schema {sorted(names)}")
    row = GObject.new(gtype)
    for expected in listed:
        name, pspec = expected["name"], own[expected["name"]]
        where = f"{type_name}:{name}"
        if GObject.type_name(pspec.value_type) != expected["type"]:
            fail(f"{where} holds {GObject.type_name(pspec.value_type)}, not {expected['type']}")
        if pspec.flags != FLAGS:
            fail(f"{where}'s flags are {pspec.flags}, not {FLAGS}")
        if expected["type"] == "gdouble" and (pspec.minimum, pspec.maximum, pspec.default_value) != (
                expected["minimum"], expected["maximum"], expected["default"]):
            fail(f"{where} is {pspec.minimum}…{pspec.maximum} from {pspec.default_value}, not {expected}")
        if expected["type"] != "GdkRGBA" and as_listed(pspec.default_value, expected["type"]) != expected["default"]:
            fail(f"{where}'s param spec starts at {pspec.default_value!r}, not {expected['default']!r}")
        if as_listed(row.get_property(name), expected["type"]) != expected["default"]:
            fail(f"a new {type_name}'s {name} is {row.get_property(name)!r}, not {expected['default']!r}")
        other = another(pspec, expected)
        row.set_property(name, other)
        if as_listed(row.get_property(name), expected["type"]) != as_listed(other, expected["type"]):
            fail(f"{where} set to {other!r} reads {row.get_property(name)!r}")
        if expected["type"] == "gchararray" or (expected["type"] == "GdkRGBA" and expected["default"] is not None):
            row.set_property(name, "" if expected["type"] == "gchararray" else None)
            if as_listed(row.get_property(name), expected["type"]) != expected["default"]:
                fail(f"{where} set to nothing reads {row.get_property(name)!r}, not its default {expected['default']!r}")
    print(f"properties: {type_name}'s {len(listed)} are its schema's", flush=True)
