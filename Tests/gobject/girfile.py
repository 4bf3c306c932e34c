"""The library's GIR, as the scripts in Tests/gobject find it beside the typelib (GI_TYPELIB_PATH):
what it says of the classes' properties."""
import os
import xml.etree.ElementTree as ElementTree

CORE = "{http://www.gtk.org/introspection/core/1.0}"


def property_versions():
    """{(class, property): the version it came in (its `Since:`), or None} for every class's property."""
    folder = os.environ["GI_TYPELIB_PATH"].split(":")[0]
    gir = ElementTree.parse(os.path.join(folder, "SwipeWidgets-0.gir"))
    return {(node.get("name"), prop.get("name")): prop.get("version")
            for node in gir.iter(f"{CORE}class") for prop in node.iter(f"{CORE}property")}
