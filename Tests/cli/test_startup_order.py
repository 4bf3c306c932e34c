"""scripts/startup-order.py reads a callgrind profile: the functions of the program itself that ran,
first seen first, and nothing of the libraries it called."""
import importlib.util
import os

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(HERE, "..", "..", "scripts", "startup-order.py")


def load():
    spec = importlib.util.spec_from_file_location("startup_order", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# A profile in callgrind's compressed form: a name is spelled out the first time its number is used,
# and calls (cob=/cfn=) name functions of other objects without changing the current one.
PROFILE = """\
version: 1
creator: callgrind-3.19.0
events: Ir
ob=(1) /usr/bin/app
fl=(1) ???
fn=(1) $s3App4mainyyF
0 10
cob=(2) /usr/lib/libgtk-4.so.1
cfn=(2) gtk_init
calls=1 0
0 5
ob=(2)
fn=(2)
0 5
fn=(3) gtk_window_new
0 3
ob=(1)
fn=(4) $s3App6WindowC4showyyF
0 7
fn=(5) 0x0000000000012340
0 1
fn=(1)
0 2
fn=(6) $ss5printyyF
0 4
fn=(7) (below main)
0 1
"""


def test_the_program_s_own_functions_first_seen_first_without_libraries_or_bare_addresses(tmp_path):
    profile = tmp_path / "callgrind.out"
    profile.write_text(PROFILE)
    order = load().functions_run(str(profile), "/usr/bin/app")
    assert order == ["$s3App4mainyyF", "$s3App6WindowC4showyyF", "$ss5printyyF"]


def test_a_profile_of_another_program_gives_nothing(tmp_path):
    profile = tmp_path / "callgrind.out"
    profile.write_text(PROFILE)
    assert load().functions_run(str(profile), "/usr/bin/other") == []


def test_the_order_file_in_the_repository_is_made_by_the_script_and_lists_swift_functions():
    with open(os.path.join(HERE, "..", "..", "scripts", "startup.order")) as f:
        text = f.read()
    assert text.startswith(load().HEADER)
    names = [line for line in text.splitlines() if line and not line.startswith("#")]
    assert len(names) == len(set(names)) > 1000
    assert all(" " not in name and not name.startswith("0x") for name in names)
    assert sum(name.startswith("$s") for name in names) > len(names) // 2
