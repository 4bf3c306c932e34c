"""PyGObject's override for SwipeWidgets: importing the namespace loads the library.

GObject introspection opens a library only when one of its functions is first called, and
GtkBuilder finds a type by its name only once it is registered. Calling swipe_init() here means
`from gi.repository import SwipeWidgets` is enough for a .ui file or a Blueprint to name the rows.
"""

from ..module import get_introspection_module

SwipeWidgets = get_introspection_module("SwipeWidgets")
SwipeWidgets.init()

__all__ = []
