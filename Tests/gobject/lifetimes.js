// Lifetimes under GJS's garbage collector: rows, actions, groups and lists made, shown, moved,
// destroyed and dropped in seeded random orders, with System.gc() between; run under
// G_DEBUG=fatal-criticals, so a GTK critical kills it. Prints "lifetimes: N rounds" and exits 0,
// or dies. (Tests/gobject/lifetimes.py does the same under Python's collector.)
//   gjs -m Tests/gobject/lifetimes.js [SEED] [ROUNDS]
import GLib from 'gi://GLib';
import Gtk from 'gi://Gtk?version=4.0';
import SwipeWidgets from 'gi://SwipeWidgets?version=0';
import System from 'system';

Gtk.init();
const [seedArg, roundsArg] = ARGV;
let state = Number(seedArg ?? 1) >>> 0 || 1;
const random = () => {   // xorshift32: the same rounds for the same seed
    state ^= state << 13; state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5; state >>>= 0;
    return state / 4294967296;
};
const pick = list => list[Math.floor(random() * list.length)];
const kinds = [SwipeWidgets.CompletionRow, SwipeWidgets.ActionRow, SwipeWidgets.CardRow];
const edges = [SwipeWidgets.Edge.LEADING, SwipeWidgets.Edge.TRAILING];

function spin(seconds = 0) {
    const context = GLib.MainContext.default();
    const end = GLib.get_monotonic_time() + seconds * 1e6;
    while (context.pending() || GLib.get_monotonic_time() < end)
        context.iteration(false);
}

function makeRow(kind = pick(kinds)) {
    const row = new kind({child: new Gtk.Label({label: 'Row'})});
    const actions = ['archive', 'flag'].map(id => SwipeWidgets.Action.new(id, id, 'package-x-generic-symbolic'));
    if (kind === SwipeWidgets.ActionRow)
        actions.forEach(a => row.add_action(a));
    else if (kind === SwipeWidgets.CardRow)
        actions.forEach((a, i) => row.add_action(edges[i], a));
    row.connect('action', () => {});
    row.connect('opened', r => r.get_child());
    return row;
}

// GTK 4.8 reports a critical when a window is destroyed in the iteration a popover menu closed
// in (a plain GtkPopoverMenu too): menus are closed and GTK settles first (see lifetimes.py).
function closeMenus(widget) {
    for (let child = widget.get_first_child(); child; child = child.get_next_sibling()) {
        if (child instanceof Gtk.Popover)
            child.popdown();
        closeMenus(child);
    }
}

function destroy(window) {
    closeMenus(window);
    spin(0.05);
    window.destroy();
}

function standaloneRows() {
    const window = new Gtk.Window();
    const box = new Gtk.Box({orientation: Gtk.Orientation.VERTICAL});
    window.set_child(box);
    let rows = Array.from({length: 1 + Math.floor(random() * 5)}, () => makeRow());
    rows.forEach(r => box.append(r));
    window.present();
    spin(0.05);
    for (const r of rows) {
        const what = random();
        if (what < 0.3) r.open(pick(edges));
        else if (what < 0.45) r.show_menu();
        else if (what < 0.6) r.minimum_distance = 30;
        else if (what < 0.7) r.set_child(new Gtk.Label({label: 'Other'}));
    }
    spin(pick([0, 0.02, 0.2]));
    let group = SwipeWidgets.Group.new();
    rows.forEach(r => group.add(r));
    if (random() < 0.5)
        group.open(rows[0], SwipeWidgets.Edge.TRAILING);
    if (random() < 0.5) {
        destroy(window);
        for (const r of rows) {   // disposed, still referenced: every call is harmless
            r.open(SwipeWidgets.Edge.TRAILING);
            r.close();
            r.perform('archive');
            r.minimum_distance = 12;
            r.get_child();
        }
        group.close();
        rows = null;
        group = null;
        System.gc();
    } else {
        rows = null;
        if (random() < 0.5) System.gc();
        group = null;
        System.gc();
        spin(0.02);
        destroy(window);
    }
    spin(0.02);
}

function lists() {
    const kind = pick(kinds);
    let model = Gtk.StringList.new(Array.from({length: pick([3, 50, 500])}, (_, i) => `Item ${i}`));
    let view = SwipeWidgets.ListView.new(model, kind.$gtype);
    view.connect('setup-row', (_v, r) => {
        r.set_child(new Gtk.Label());
        if (kind === SwipeWidgets.ActionRow)
            r.add_action(SwipeWidgets.Action.new('archive', 'Archive', null));
    });
    view.connect('bind-row', (_v, r, item) => r.get_child().set_label(item.get_string()));
    view.connect('row-action', (_v, position) => model.remove(position));
    view.connect('row-completed', (_v, position) => model.remove(position));
    view.set_heading_func(position => position === 0 ? 'Today' : null);
    const window = new Gtk.Window({default_width: 400, default_height: 300, child: view});
    window.present();
    spin(0.05);
    for (let i = Math.floor(random() * 5); i > 0 && model.get_n_items() > 0; i--) {
        const position = Math.floor(random() * model.get_n_items());
        const r = view.get_row(position);
        if (!r) {
            view.focus(position);
            spin(0.02);
            continue;
        }
        const what = random();
        if (what < 0.4) view.open(position, SwipeWidgets.Edge.TRAILING);
        else if (what < 0.7) r.perform(kind === SwipeWidgets.CompletionRow ? 'complete' : 'archive');
        else model.splice(0, Math.min(model.get_n_items(), 2), []);
        spin(pick([0, 0.05]));
    }
    if (random() < 0.5)
        destroy(window);
    model = null;
    view = null;
    System.gc();
    spin(0.05);
    destroy(window);
    spin(0.02);
}

const rounds = Number(roundsArg ?? 60);
for (let i = 0; i < rounds; i++) {
    pick([standaloneRows, lists])();
    System.gc();
}
spin(0.1);
print(`lifetimes: ${rounds} rounds (seed ${seedArg ?? 1})`);
