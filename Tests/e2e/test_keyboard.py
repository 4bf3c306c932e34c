"""The window from the keyboard alone, as a person who uses no pointer meets it: every test
starts at launch and moves focus only with keys (Tab, Shift+Tab, arrows) — never a click, never an
AT-SPI action to reach a widget. AT-SPI only reads what has focus."""
import os
import subprocess
import tempfile
import time

import pyatspi
import pytest

import harness
from harness import App, check, park_pointer, wait_until
from harness.catalog import BLOCKS, TITLES
from harness.keys import CLASS_NAME, audit_tab_order, describe, first_row, focused, nudge_spin, press, tab_until


@pytest.mark.slow
@pytest.mark.parametrize("block", BLOCKS)
def test_tab_walks_every_control_of_every_block_and_comes_round(block):
    app = App("--block", block)
    order = audit_tab_order(app, block)
    # Round from the list's header: Search, the block list, the page's header (Main Menu),
    # the demo's toolbar and rows, the parameters, the reference — reading order.
    names = [name for _, name, *_ in order]
    at = names.index("Search")
    order = order[at:] + order[:at]
    roles = [role for role, *_ in order]
    names = [name for _, name, *_ in order]
    check("list item" in roles, f"{block}: Tab never reached a demo row: {names}")
    for name in ("Search", "Reduce Motion", "Right to Left", "Main Menu", "Copy API table as Markdown",
                 "Export Markdown…", "Copy usage snippet"):
        check(name in names, f"{block}: Tab never reached {name!r}: {names}")
    blocks = [i for i, node in enumerate(order) if node[0] == "list item" and node[1] in TITLES]
    menu = names.index("Main Menu")
    rows = [i for i, node in enumerate(order) if i > menu and node[0] == "list item"]
    check(blocks and rows and blocks[0] < menu < names.index("Reduce Motion") < rows[0] < names.index("Copy API table as Markdown"),
          f"{block}: not in reading order: {names}")


@pytest.mark.app("--block", "full-swipe-card-list")
def test_shift_tab_walks_back_the_same_way(app):
    row = first_row(app, "Quarterly planning")
    forward = [describe(row)]
    for _ in range(4):
        forward.append(describe(press(app, "Tab", moves=True)))
    back = [describe(press(app, "Shift+Tab", moves=True)) for _ in range(4)]
    check(back == list(reversed(forward[:-1])), f"Shift+Tab does not retrace Tab: {forward} then {back}")


@pytest.mark.app("--block", "completion-swipe-row")
def test_sidebar_is_one_stop_and_arrows_choose_the_block(app):
    tab_until(app, lambda n: n.getRoleName() == "list item" and n.name == "Completion Swipe Row", what="the sidebar")
    node = press(app, "Down", moves=True)
    check(node.name == "Full-Swipe Card List", f"Down went to {describe(node)}")
    wait_until(lambda: "Full-Swipe Card List" in harness.xdotool("getwindowname", app.window_id),
               message="the card list's page")
    # Tab goes on to the page: its header (Main Menu, the window's buttons), then the page itself.
    node = press(app, "Tab", moves=True)
    check(node.name == "Main Menu", f"Tab from the sidebar went to {describe(node)}, not the page's header")
    tab_until(app, lambda n: n.name == "Reduce Motion", limit=5, what="the page's first control (Reduce Motion)")


@pytest.mark.app("--block", "completion-swipe-row")
def test_up_and_down_move_between_demo_rows(app):
    first_row(app, "Water the plants")
    node = press(app, "Down", moves=True)
    check(app.is_row(node, "Call the dentist"), f"Down went to {describe(node)}")
    node = press(app, "Down", moves=True)
    check(app.is_row(node, "Buy groceries"), f"Down went to {describe(node)}")
    node = press(app, "Up", moves=True)
    check(app.is_row(node, "Call the dentist"), f"Up went to {describe(node)}")


@pytest.mark.app("--block", "completion-swipe-row")
def test_completion_row_return_completes_and_focus_moves_to_the_next_row(app, events):
    first_row(app, "Water the plants")
    press(app, "Return", moves=True)
    events.wait("completed", row=0)
    node = wait_until(lambda: (lambda n: n if n is not None and app.is_row(n) else None)(focused(app)),
                      message="focus on a row after completing")
    check(app.is_row(node, "Call the dentist"), f"focus went to {describe(node)}, not the next row")
    # Right slides it forward: the completion swipe from the keyboard.
    press(app, "Right")
    events.wait("completed", row=1)


@pytest.mark.app("--block", "completion-swipe-row", "--reduce-motion")
def test_completing_every_row_hands_focus_to_start_over(app, events):
    first_row(app, "Water the plants")
    for row in range(5):
        press(app, "Return", moves=True)
        events.wait("completed", row=row)
    node = wait_until(lambda: (lambda n: n if n is not None and n.name == "Start over" else None)(focused(app)),
                      message="focus on Start over")
    press(app, "Return", moves=True)
    node = wait_until(lambda: (lambda n: n if n is not None and app.is_row(n) else None)(focused(app)),
                      message="focus on a row after Start over")
    check(app.is_row(node, "Water the plants"), f"after Start over focus is on {describe(node)}")


@pytest.mark.app("--block", "swipe-action-row")
def test_action_row_keys_open_the_buttons_and_run_each_action(app, events):
    first_row(app, "Weekly report")
    button = press(app, "Left", moves=True)
    events.wait("opened", row=0)
    check(button.getRoleName() == "push button" and button.name == "Archive", f"Left focused {describe(button)}")
    button = press(app, "Right", moves=True)
    check(button.name == "Delete", f"Right along the buttons went to {describe(button)}")
    node = press(app, "Escape", moves=True)
    events.wait("closed", row=0)
    check(app.is_row(node, "Weekly report"), f"Escape left focus on {describe(node)}")
    # Each action through its button: open, move to it, press Return.
    for action, arrows in (("archive", []), ("delete", ["Right"])):
        node = focused(app)
        title = node.name
        press(app, "Left", moves=True)
        press(app, *arrows, moves=True)
        press(app, "Return", moves=True)
        events.wait("action", name=action)
        node = wait_until(lambda: (lambda n: n if n is not None and app.is_row(n) else None)(focused(app)),
                          message=f"focus on a row after {action}")
        check(node.name != title, f"focus stayed on the removed row {title!r}")
    # Return and Delete on the row itself.
    press(app, "Return", moves=True)
    events.wait("action", name="archive", row=2)
    wait_until(lambda: (lambda n: n is not None and app.is_row(n, "Design review"))(focused(app)), message="the last row focused")
    press(app, "Delete", moves=True)
    events.wait("action", name="delete", row=3)
    wait_until(lambda: (lambda n: n is not None and n.name == "Start over")(focused(app)), message="focus on Start over")


@pytest.mark.app("--block", "full-swipe-card-list")
def test_card_list_opens_both_edges_from_the_keys_and_runs_every_action(app, events):
    first_row(app, "Quarterly planning")
    node = press(app, "Right", moves=True)
    events.wait("opened", row=0, edge="leading")
    check(node.name == "Unread", f"Right focused {describe(node)}")
    # Left as soon as the row said it closed, as it still moves: it opens the other edge.
    app.key("Return")
    events.wait("action", name="unread", row=0)
    node = wait_until(lambda: (lambda n: n if n is not None and app.is_row(n) else None)(focused(app)), message="the row again")
    check(app.is_row(node, "Quarterly planning"), f"after Unread focus is on {describe(node)}")
    node = press(app, "Left", moves=True)
    events.wait("opened", row=0, edge="trailing")
    check(node.name == "Archive", f"Left focused {describe(node)}")
    press(app, "Return", moves=True)
    events.wait("action", name="archive", row=0)
    press(app, "Left", "Right", moves=True)
    press(app, "Return", moves=True)
    events.wait("action", name="delete", row=0)
    node = wait_until(lambda: (lambda n: n if n is not None and app.is_row(n) else None)(focused(app)), message="a row after delete")
    check(app.is_row(node, "Your order has shipped"), f"after Delete focus is on {describe(node)}")


@pytest.mark.app("--block", "full-swipe-card-list")
def test_the_row_menu_opens_from_menu_and_shift_f10_with_keys_in_words(app, events):
    first_row(app, "Quarterly planning")
    for key in ("Menu", "shift+F10"):
        node = press(app, key, moves=True)
        check(node is not None and node.getRoleName() == "menu item", f"{key} focused {describe(node)}")
        items = [n for n in app.find_all("menu item") if app.is_showing(n)]
        names = [n.name for n in items]
        check(names[-1] == "Delete" and "Archive" in names and "Unread" in names, f"menu items: {names}")
        press(app, "Escape", moves=True)
        node = focused(app)
        check(app.is_row(node, "Quarterly planning"), f"Escape from the menu left focus on {describe(node)}")
    press(app, "Menu", moves=True)
    press(app, "Down", "Return", moves=True)
    events.wait("action", name="unread", row=0)


@pytest.mark.app("--block", "swipe-action-row")
def test_copy_and_export_are_reached_and_used_from_the_keyboard(app):
    tab_until(app, lambda n: n.name == "Copy usage snippet", what="Copy usage snippet")
    press(app, "Return", settle=0.5)
    clip = subprocess.run(["xclip", "-selection", "clipboard", "-o"], capture_output=True, text=True, timeout=5).stdout
    check("SwipeActionRow" in clip or "swipe" in clip.lower(), f"the clipboard holds {clip[:80]!r}")
    tab_until(app, lambda n: n.name == "Export Markdown…", key="Shift+Tab", what="Export Markdown…")
    press(app, "Return", settle=1.0)
    app.find(None, "Export Markdown", timeout=10)
    folder = tempfile.mkdtemp(prefix="swipeblocks-keys-")
    target = os.path.join(folder, "rows.md")
    app.key("ctrl+a")
    app.type(target)
    time.sleep(0.3)
    app.key("Return")
    wait_until(lambda: os.path.exists(target), message="the exported file")
    check(os.path.getsize(target) > 100, "the export is empty")


@pytest.mark.parametrize("block", BLOCKS)
def test_every_action_of_every_block_runs_from_the_row_menu(block):
    """Menu on a row, then Down to each item and Return: every action the block has, by keys."""
    park_pointer()  # where the menu opens, a resting pointer would select the item under it
    app = App("--block", block, "--reduce-motion")
    first_row(app)
    press(app, "Menu", moves=True)
    actions = [n.name for n in app.find_all("menu item") if app.is_showing(n)]
    check(actions, f"{block}: the row menu has no items")
    press(app, "Escape", moves=True)
    for i, title in enumerate(actions):
        before = len([e for e in app.events() if e["kind"] == "action"])
        wait_until(lambda: (lambda n: n if n is not None and app.is_row(n) else None)(focused(app)),
                   message=f"{block}: focus on a row before {title}")
        press(app, "Menu", moves=True)
        press(app, *(["Down"] * i), moves=True)
        item = focused(app)
        check(item is not None and item.name == title, f"{block}: Down ×{i} focused {describe(item)}, not {title!r}")
        asked = len([e for e in app.events() if e["kind"] == "confirming"])
        press(app, "Return", moves=True)
        # A destructive action of a row that asks first (confirm-destructive) asks: Return answers yes.
        wait_until(lambda: len([e for e in app.events() if e["kind"] in ("action", "completed")]) > before
                   or len([e for e in app.events() if e["kind"] == "confirming"]) > asked,
                   message=f"{block}: the {title} action from the menu")
        if len([e for e in app.events() if e["kind"] == "confirming"]) > asked:
            press(app, "Return", moves=True)
        wait_until(lambda: len([e for e in app.events() if e["kind"] in ("action", "completed")]) > before,
                   message=f"{block}: the {title} action from the menu")


@pytest.mark.app("--block", "full-swipe-card-list", "--rtl")
def test_right_to_left_the_arrow_keys_follow_the_screen(app, events):
    first_row(app, "Quarterly planning")
    node = press(app, "Left", moves=True)
    events.wait("opened", row=0, edge="leading")
    check(node is not None and node.name == "Unread", f"Left in RTL focused {describe(node)}")
    press(app, "Escape", moves=True)
    events.wait("closed", row=0)
    node = press(app, "Right", moves=True)
    events.wait("opened", row=0, edge="trailing")
    # The trailing buttons sit on the left in RTL: the first in reading order is the rightmost.
    check(node is not None and node.name == "Archive", f"Right in RTL focused {describe(node)}")


def test_the_main_menu_opens_from_f10_and_from_its_button_and_runs_an_item(app):
    # The menu is built the first time it opens: F10 from launch (focus on the block list), then
    # Return on its button, then F10 again to choose Keyboard Shortcuts with the arrow keys.
    park_pointer()
    expected = ["Export Markdown…", "Follow System", "Light", "Dark", "Keyboard Shortcuts", "About Swipe Blocks"]
    for opener in ("F10", "Main Menu"):
        if opener == "F10":
            node = press(app, "F10", moves=True)
        else:
            tab_until(app, lambda n: n.name == "Main Menu", what="Main Menu")
            node = press(app, "Return", moves=True)
        check(node is not None and node.getRoleName() in ("menu item", "radio menu item", "check menu item"),
              f"{opener} focused {describe(node)}")
        names = [n.name for n in app.find_all(None) if app.is_showing(n) and n.getRoleName().endswith("menu item")]
        check(names == expected, f"{opener}: the main menu reads {names}")
        press(app, "Escape", moves=True)
        node = focused(app)
        check(node is not None and not (node.getRoleName() or "").endswith("menu item"),
              f"Escape left focus on {describe(node)}")
    press(app, "F10", moves=True)
    node = press(app, *["Down"] * expected.index("Keyboard Shortcuts"), moves=True)
    check(node is not None and node.name == "Keyboard Shortcuts", f"Down went to {describe(node)}")
    press(app, "Return", settle=1.0)
    app.find("label", "Row actions menu")


@pytest.mark.app("--block", "swipe-action-row")
def test_the_keyboard_shortcuts_window_lists_the_row_keys_and_escape_closes_it(app):
    press(app, "ctrl+question", settle=1.0)
    node = focused(app)
    check(node is not None and not CLASS_NAME.match(node.name or ""), f"the shortcuts window focused {describe(node)}")
    titles = {n.name for n in app.find_all("label")}
    for title in ("Swipe the row: open its actions, or close it", "Move between its action buttons", "Row actions menu"):
        check(title in titles, f"the shortcuts window does not list {title!r}")
    press(app, "Escape", settle=0.8)
    node = focused(app)
    check(node is not None and node.name == "Swipe Action Row", f"after Escape focus is on {describe(node)}")


@pytest.mark.app("--block", "swipe-action-row")
def test_the_block_shown_keeps_its_parameters_when_tab_comes_back_to_it_in_the_list(app):
    # Keys only: set Button Width, then Shift+Tab back to the block list (which focuses, and in
    # browse mode selects, the block already shown): the page stays, with its parameter.
    spin = tab_until(app, lambda n: n.getRoleName() == "spin button" and n.name == "Button Width", what="Button Width")
    app.key("ctrl+a")
    app.type("96")
    app.key("Tab")
    wait_until(lambda: spin.queryValue().currentValue == 96, message="Button Width to read 96")
    tab_until(app, lambda n: n.getRoleName() == "list item" and n.name == "Swipe Action Row", key="Shift+Tab",
              what="the block in the block list")
    time.sleep(0.5)
    value = app.find("spin button", "Button Width").queryValue().currentValue
    check(value == 96, f"coming back to the block reset Button Width to {value}")


@pytest.mark.app("--block", "completion-swipe-row")
def test_reset_to_defaults_puts_back_the_blocks_parameters_from_the_keyboard(app):
    nudge_spin(app, "Corner Radius", 4, 20)
    tab_until(app, lambda n: n.name == "Reset to Defaults", key="Shift+Tab", limit=6, what="Reset to Defaults")
    press(app, "Return", moves=True)
    value = wait_until(lambda: (lambda v: v if v == 16 else None)(app.find("spin button", "Corner Radius").queryValue().currentValue),
                       message="Corner Radius back to 16")
    check(value == 16, f"Corner Radius after Reset: {value}")
    node = focused(app)
    check(node is not None and node.name in ("Tint: Green", "Tint"), f"after Reset focus is on {describe(node)}")
    check(not app.find("push button", "Reset to Defaults").getState().contains(pyatspi.STATE_SENSITIVE),
          "Reset to Defaults is still offered with nothing to reset")


@pytest.mark.app("--block", "swipe-action-row")
def test_the_usage_is_shown_and_copied_in_swift_c_and_python_from_the_keyboard(app):
    # The usage's Language drop-down, from the keyboard: Space opens it, Down and Return pick;
    # Copy then copies the snippet in that language, with the block's current options.
    expected = {"Swift": "SwipeActionRow(child: child", "C": "swipe_action_row_new (child)",
                "Python": "SwipeWidgets.ActionRow("}
    for step, language in enumerate(("C", "Python")):
        tab_until(app, lambda n: n.name.startswith("Language: "), key="Tab" if step == 0 else "Shift+Tab", what="the Language drop-down")
        press(app, "space", moves=True)
        press(app, "Down", moves=True)
        node = press(app, "Return", moves=True)
        check(node is not None and node.name == f"Language: {language}", f"the drop-down says {describe(node)}")
        text = app.find("text", f"Usage in {language}")
        check(text is not None, f"the usage is not named 'Usage in {language}'")
        tab_until(app, lambda n: n.name == "Copy usage snippet", what="Copy usage snippet")
        press(app, "Return", settle=0.5)
        clip = subprocess.run(["xclip", "-selection", "clipboard", "-o"], capture_output=True, text=True, timeout=5).stdout
        check(expected[language] in clip, f"Copy in {language} put {clip[:120]!r} on the clipboard")
