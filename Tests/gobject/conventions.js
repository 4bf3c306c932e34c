// GNOME's conventions from GJS (Tests/gobject/conventions.py does the same from Python): after
// SwipeWidgets.init(), GtkBuilder reads a .ui whose action row's trailing-action child runs the
// window's GAction win.archive('weekly'); a class registered with GObject.registerClass and a
// template derives from SwipeCardRow, keeps its template's options and actions, and its
// destructive action runs win.delete. Prints one line per finding and exits 0, or throws.
//   gjs -m Tests/gobject/conventions.js
import Gio from 'gi://Gio';
import GLib from 'gi://GLib';
import GObject from 'gi://GObject';
import Gtk from 'gi://Gtk?version=4.0';
import SwipeWidgets from 'gi://SwipeWidgets?version=0';

Gtk.init();
SwipeWidgets.init();

const heard = [];
function spinUntil(condition, seconds = 10) {
    const context = GLib.MainContext.default();
    const end = GLib.get_monotonic_time() + seconds * 1e6;
    while (!condition() && GLib.get_monotonic_time() < end)
        context.iteration(false);
    if (!condition())
        throw new Error(`waited ${seconds} s; heard ${JSON.stringify(heard)}`);
}
function check(condition, what) {
    if (!condition)
        throw new Error(what);
}

const builder = Gtk.Builder.new_from_string(`<interface>
  <object class="GtkWindow" id="window">
    <child>
      <object class="SwipeActionRow" id="row">
        <child><object class="GtkLabel" id="title"><property name="label">Weekly report</property></object></child>
        <child type="trailing-action">
          <object class="SwipeAction">
            <property name="id">archive</property>
            <property name="title">Archive</property>
            <property name="action-name">win.archive</property>
            <property name="action-target">'weekly'</property>
          </object>
        </child>
      </object>
    </child>
  </object>
</interface>`, -1);
const window = builder.get_object('window');
const row = builder.get_object('row');
check(row.get_child() === builder.get_object('title'), 'the plain <child> is not the content');
check(row.get_actions().get_n_items() === 1, 'the trailing action did not reach the row');
print('builder: the content and the trailing action');

const group = new Gio.SimpleActionGroup();
const archive = new Gio.SimpleAction({name: 'archive', parameter_type: new GLib.VariantType('s')});
archive.connect('activate', (action, value) => heard.push(`archive ${value.unpack()}`));
group.add_action(archive);
const remove = new Gio.SimpleAction({name: 'delete'});
remove.connect('activate', () => heard.push('delete'));
group.add_action(remove);
window.insert_action_group('win', group);
row.connect('action', (_row, id) => heard.push(`signal ${id}`));
window.present();
check(row.perform('archive'), 'perform found no archive action');
spinUntil(() => heard.includes('signal archive'));
check(heard.join(', ') === 'archive weekly, signal archive', `heard ${heard}`);
print("action: win.archive('weekly') ran, then the action signal");

const TaskRow = GObject.registerClass({
    GTypeName: 'TaskRow',
    Template: new TextEncoder().encode(`<interface>
  <template class="TaskRow" parent="SwipeCardRow">
    <property name="button-width">96</property>
    <child><object class="GtkLabel" id="label"><property name="label">From a template</property></object></child>
    <child type="trailing-action">
      <object class="SwipeAction">
        <property name="id">delete</property>
        <property name="role">destructive</property>
        <property name="action-name">win.delete</property>
      </object>
    </child>
  </template>
</interface>`),
    InternalChildren: ['label'],
}, class TaskRow extends SwipeWidgets.CardRow {});

const task = new TaskRow();
check(task.button_width === 96, `button-width ${task.button_width}`);
check(task.get_child() === task._label, 'the template label is not the content');
check(task.get_actions(SwipeWidgets.Edge.TRAILING).get_n_items() === 1, 'the template action did not reach the row');
window.set_child(task);
heard.length = 0;
check(task.perform('delete'), 'perform found no delete action');
spinUntil(() => heard.includes('delete'));
print('subclass: a template row keeps its options and actions, and its actions run');
window.destroy();
